import type { Page } from '@playwright/test'

/** See web-fonts.mjs. */
export declare function webFontsReady(page: Page): Promise<void>
