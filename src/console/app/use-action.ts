import { useCallback, useState } from 'react'

import { messageOf } from './components/notice'

export type ActionNotice = { tone: 'error' | 'success'; text: string; link?: string }

/**
 * A console page's buttons: which action is under way (its button shows it), and what came of
 * the last one, a success to confirm or a refusal in the server's words.
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<ActionNotice | null>(null)
  const run = useCallback(
    async (key: string, work: () => Promise<Omit<ActionNotice, 'tone'> | void>) => {
      setBusy(key)
      setNotice(null)
      try {
        const done = await work()
        if (done) setNotice({ tone: 'success', ...done })
        return true
      } catch (error) {
        setNotice({ tone: 'error', text: messageOf(error) })
        return false
      } finally {
        setBusy(null)
      }
    },
    [],
  )
  return { busy, notice, run }
}
