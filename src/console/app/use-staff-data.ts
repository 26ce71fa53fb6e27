import { useCallback, useEffect, useState } from 'react'

import { staffApi } from './api'
import { messageOf } from './components/notice'

/**
 * What a console page reads from the staff API: the answer or the refusal, and a way to read
 * again. It reads again by itself whenever `readAgainOn` changes (a live change, a new page).
 */
export function useStaffData<T>(path: string, readAgainOn?: unknown) {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  })
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let current = true
    staffApi<T>(path).then(
      (data) => current && setState({ data, error: null }),
      (error: unknown) => current && setState({ data: null, error: messageOf(error) }),
    )
    return () => {
      current = false
    }
  }, [path, version, readAgainOn])
  const reload = useCallback(() => setVersion((count) => count + 1), [])
  return { ...state, reload }
}
