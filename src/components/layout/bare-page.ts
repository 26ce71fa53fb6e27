import { createContext, useContext } from 'react'

/**
 * True under the layout without header and footer (thank-you and unknown paths). Its own module,
 * so the shell does not carry the bare pages' chrome to learn which layout it is in.
 */
export const BarePageContext = createContext(false)
export const useIsBarePage = () => useContext(BarePageContext)
