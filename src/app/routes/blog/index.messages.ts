export const title: string = 'Moving Tips, Guides and News from Qatar'

export const description: string =
  'Practical moving guides from our Doha team: storage, office moves, insurance, family relocations and international move tips for expatriates in Qatar.'

export const keywords: string =
  'moving blog Qatar, relocation tips Doha, office moving checklist, moving insurance, international move tips, storage Qatar'

export const bannerTitle: string = 'Moving Tips'

export const bannerHighlight: string = 'and Updates'

export const bannerText: string =
  'Checklists, plain-English guides and news from the coordinators who plan moves in and out of Qatar every day.'

export const bannerImage: string = 'A clipboard checklist beside taped moving boxes'

export const breadcrumb: string = 'Blog'

export const latest: string = 'Latest Updates'

export const latestEyebrow: string = 'Just published'

export const others: string = 'Other Updates'

export const othersEyebrow: string = 'From the archive'

export const pages: string = 'Other updates pages'
