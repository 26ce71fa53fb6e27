import { http, HttpResponse } from 'msw'

export const ENQUIRIES_URL = '/api/contacts/enquiries/'

export const enquiryHandlers = [
  http.post(ENQUIRIES_URL, () => HttpResponse.json({ id: 1 }, { status: 201 })),
]
