import axios, { isAxiosError } from 'axios'

import { siteConfig } from '@/config/env'
import { locale } from '@/i18n/current'

import { ApiError } from './api-error'

/** JSON to /api/ on {host}; axios' default XSRF cookie and header names stay in use. */
export const api = axios.create({
  baseURL: siteConfig.apiBaseUrl,
  timeout: 15_000,
  // The server words its refusals in the language asked for, whatever the browser's own setting.
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': locale,
  },
})

function serverErrorText(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'error' in data) {
    const text = (data as { error: unknown }).error
    if (typeof text === 'string' && text.trim()) return text.trim()
  }
  return undefined
}

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (isAxiosError(error)) {
      return Promise.reject(
        new ApiError(error.message, {
          status: error.response?.status,
          serverMessage: serverErrorText(error.response?.data),
          cause: error,
        }),
      )
    }
    return Promise.reject(error)
  },
)
