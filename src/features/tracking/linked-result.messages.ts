/**
 * The words a result link's page needs before its result loads: a module of its own, so the page
 * does not download every label of the result to show its heading.
 */
/** The result's heading (SPEC: the 'Tracking Details' modal), in the page and the modal. */
export const heading: string = 'Tracking Details'
