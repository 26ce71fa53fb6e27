type Linked = { slug: string; related: string[] }

/** The links a page names as related, in the order it names them. */
export const relatedLinks = <T extends Linked>(links: T[], slug: string): T[] =>
  (links.find((link) => link.slug === slug)?.related ?? []).flatMap(
    (related) => links.find((link) => link.slug === related) ?? [],
  )
