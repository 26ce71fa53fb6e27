import '@fontsource-variable/plus-jakarta-sans/wght.css'
import './styles/index.css'

import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { App } from './app/app'

const container = document.getElementById('root')!
const app = <App Router={BrowserRouter} />

// Prerendered pages arrive as finished HTML: attach to it instead of rendering again.
if (container.firstElementChild) hydrateRoot(container, app)
else createRoot(container).render(app)
