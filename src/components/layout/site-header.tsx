import { Menu, Phone, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { siteConfig, telHref } from '@/config/env'
import { paths } from '@/config/paths'
import { isNavItemActive, navItems } from '@/content/nav'
import { DESKTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query'
import { useScrollPast } from '@/hooks/use-scroll-past'
import { locale } from '@/i18n/current'
import { cn } from '@/lib/cn'

import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import * as text from './site-header.messages'

/** Past this many pixels of scroll the desktop header docks to the top. */
const SCROLLED_THRESHOLD = 100

type Panel = 'none' | 'menu' | 'phone'

/**
 * Where the full navigation takes over from the menu button: where it fits beside the language
 * switch, the phone number and 'Get a quote' (measured: 1,207 px of controls in English, 1,412 px
 * in Cairo's wider Arabic). Below it, from 1024 px, the header shows those three and the menu
 * button. Each language is its own build, so each carries only its own classes.
 */
const fullNav =
  locale === 'ar'
    ? {
        query: '(min-width: 1536px)',
        show: 'hidden 2xl:block',
        hide: '2xl:hidden',
        wide: '2xl:max-w-[96rem]',
      }
    : { query: '(min-width: 1280px)', show: 'hidden xl:block', hide: 'xl:hidden', wide: '' }

/**
 * The menu and the phone dropdown exclude each other, close on navigation, on Escape
 * and on any scroll; on desktop the header docks to the top once the page scrolls past 100 px.
 */
export function SiteHeader({ onGetQuote }: { onGetQuote: () => void }) {
  const { pathname } = useLocation()
  const isDesktop = useMediaQuery(DESKTOP_QUERY)
  const hasFullNav = useMediaQuery(fullNav.query)
  const scrolled = useScrollPast(SCROLLED_THRESHOLD) && isDesktop
  const [openPanel, setPanel] = useState<Panel>('none')
  // The menu never shows beside the full navigation, nor the phone dropdown once the number shows,
  // even if one was open when the window widened.
  const panel: Panel = hasFullNav || (isDesktop && openPanel === 'phone') ? 'none' : openPanel
  const menuId = useId()
  const phoneId = useId()

  const toggle = (next: Exclude<Panel, 'none'>) =>
    setPanel((current) => (current === next ? 'none' : next))
  const close = () => setPanel('none')

  useEffect(() => {
    if (panel === 'none') return
    const onScroll = () => {
      if (window.scrollY > 0) setPanel('none')
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel('none')
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [panel])

  const openQuote = () => {
    close()
    onGetQuote()
  }

  const phoneDropdown = (
    <div
      id={phoneId}
      className="rounded-2xl border border-navy-100 bg-white p-4 text-navy-900 shadow-lift"
    >
      <p className="text-sm text-ink-muted">{text.phoneIntro}</p>
      <a
        href={telHref(siteConfig.primaryPhone)}
        className="mt-1 inline-flex min-h-11 items-center gap-2 text-lg font-bold tabular text-navy-900 hover:text-accent-700"
      >
        <Phone className="size-5" aria-hidden="true" />
        <bdi dir="ltr">{siteConfig.primaryPhone}</bdi>
      </a>
    </div>
  )

  return (
    <header
      data-scrolled={scrolled || undefined}
      // Docking moves the header by `translate` and changes only its corners: a change of its
      // top, padding or width would move everything in it, a layout shift on every first scroll.
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[translate] duration-300 ease-out lg:px-4',
        !scrolled && 'lg:translate-y-[10px]',
      )}
    >
      <div
        className={cn(
          'mx-auto flex h-16 max-w-[78rem] items-center justify-between gap-3 bg-white px-4 shadow-soft transition-[border-radius] duration-300 ease-out sm:px-6 lg:h-[4.5rem]',
          fullNav.wide,
          scrolled ? 'lg:rounded-t-none lg:rounded-b-2xl' : 'lg:rounded-2xl',
        )}
      >
        <Link to={paths.home.getHref()} className="shrink-0" onClick={close}>
          <Logo home />
        </Link>

        <nav aria-label={text.mainNavigation} className={fullNav.show}>
          <ul className="flex items-center gap-1 xl:gap-2">
            {navItems.map((item) => {
              const active = isNavItemActive(item, pathname)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'relative inline-flex min-h-11 items-center rounded-full px-3 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors duration-200',
                      active ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-navy-50',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden min-h-11 rounded-full px-3 text-sm text-navy-900 hover:bg-navy-50 lg:inline-flex" />
          <a
            href={telHref(siteConfig.primaryPhone)}
            className="hidden min-h-11 items-center gap-2 px-2 text-sm font-bold whitespace-nowrap text-navy-900 tabular lg:inline-flex"
          >
            <Phone className="size-4 text-accent-700" aria-hidden="true" />
            <bdi dir="ltr">{siteConfig.primaryPhone}</bdi>
          </a>
          <span className="hidden lg:block">
            <Button size="sm" onClick={openQuote}>
              {text.getQuote}
            </Button>
          </span>
          <Button
            size="sm"
            variant="ghost"
            className="min-w-11 border border-navy-100 px-3 lg:hidden"
            aria-expanded={panel === 'phone'}
            aria-controls={phoneId}
            onClick={() => toggle('phone')}
          >
            <Phone className="size-4" aria-hidden="true" />
            <span className="sr-only min-[400px]:not-sr-only">{text.talkToUs}</span>
          </Button>
          <button
            type="button"
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white',
              fullNav.hide,
            )}
            aria-label={panel === 'menu' ? text.closeMenu : text.openMenu}
            aria-expanded={panel === 'menu'}
            aria-controls={menuId}
            onClick={() => toggle('menu')}
          >
            {panel === 'menu' ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      {panel === 'phone' ? (
        <div className="absolute top-[4.5rem] end-4 w-72 lg:hidden">{phoneDropdown}</div>
      ) : null}

      {panel === 'menu' ? (
        <div
          id={menuId}
          className={cn(
            'fixed inset-x-0 top-16 bottom-0 overflow-y-auto bg-navy-900 px-4 pt-6 pb-10 text-white lg:top-[5.125rem]',
            fullNav.hide,
          )}
        >
          <nav aria-label={text.mobileNavigation}>
            <ul className="flex flex-col gap-1">
              {navItems.map((item) => {
                const active = isNavItemActive(item, pathname)
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex min-h-13 items-center rounded-xl px-4 text-xl font-semibold',
                        active ? 'bg-white/10 text-accent-400' : 'text-white hover:bg-white/5',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <div className="mt-6 flex flex-col gap-4 border-t border-white/15 pt-6">
            <Button onClick={openQuote} size="lg">
              {text.getQuote}
            </Button>
            <LanguageSwitch className="inline-flex min-h-13 justify-center rounded-full border-2 border-white/40 text-lg" />
            <a
              href={telHref(siteConfig.primaryPhone)}
              className="inline-flex min-h-13 items-center justify-center gap-2 rounded-full border-2 border-white/40 text-lg font-semibold tabular"
            >
              <Phone className="size-5" aria-hidden="true" /> {text.talkToUs}:{' '}
              <bdi dir="ltr">{siteConfig.primaryPhone}</bdi>
            </a>
          </div>
        </div>
      ) : null}
    </header>
  )
}
