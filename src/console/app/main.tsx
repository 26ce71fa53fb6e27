import '@/styles/fonts.css'
import './console.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

import { StaffConsole } from './console'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffConsole />
  </StrictMode>,
)
