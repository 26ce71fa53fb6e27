import type { Config } from 'tailwindcss'

/**
 * The design system (DESIGN.md): deep navy for trust, one warm gold accent reserved for calls
 * to action, sand for alternating section backgrounds. Loaded by src/styles/index.css via @config.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        navy: {
          50: '#EEF3F9',
          100: '#DCE7F3',
          200: '#B9CDE3',
          300: '#8AA9CC',
          400: '#5B82B0',
          500: '#3E6797',
          600: '#2E5A8F',
          700: '#1B3A66',
          800: '#12294A',
          900: '#0B1F3A',
          950: '#07142A',
        },
        accent: {
          300: '#F8CF85',
          400: '#F5B955',
          500: '#F2A33A',
          600: '#D98A1F',
          700: '#A4650F',
          800: '#86520B',
        },
        sand: {
          50: '#FBF9F5',
          100: '#F6F3EE',
          200: '#EADFCC',
        },
        ink: {
          DEFAULT: '#1C2533',
          muted: '#4A5568',
        },
      },
      fontFamily: {
        sans: [
          '"Plus Jakarta Sans Variable"',
          '"Plus Jakarta Sans Rare Characters"',
          '"Arabic Fallback Naskh"',
          '"Arabic Fallback Sans"',
          '"Arabic Fallback DejaVu"',
          '"Plus Jakarta Sans Fallback"',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'sans-serif',
        ],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1.5' }],
        sm: ['0.875rem', { lineHeight: '1.55' }],
        base: ['1rem', { lineHeight: '1.65' }],
        lg: ['1.125rem', { lineHeight: '1.6' }],
        xl: ['1.25rem', { lineHeight: '1.45' }],
        '2xl': ['1.5rem', { lineHeight: '1.3' }],
        '3xl': ['2rem', { lineHeight: '1.2' }],
        '4xl': ['2.5rem', { lineHeight: '1.15' }],
        '5xl': ['3rem', { lineHeight: '1.1' }],
      },
      borderRadius: {
        card: '1rem',
      },
      boxShadow: {
        soft: '0 10px 30px -12px rgb(11 31 58 / 0.18)',
        lift: '0 18px 40px -16px rgb(11 31 58 / 0.28)',
      },
      maxWidth: {
        content: '75rem',
      },
    },
  },
} satisfies Config
