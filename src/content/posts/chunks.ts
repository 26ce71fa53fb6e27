import type { PostSlug } from '@/config/paths'

import type { BlogPost, LazyEntry } from '../types'

/** One chunk per post, like the services (see services/chunks.ts). */
export const postChunks: Record<PostSlug, LazyEntry<BlogPost>> = {
  'benefits-of-storage-services-in-qatar': {
    load: () =>
      import('./benefits-of-storage-services-in-qatar').then((module) => module.benefitsOfStorage),
    source: 'src/content/posts/benefits-of-storage-services-in-qatar.ts',
  },
  'office-moving-checklist-qatar': {
    load: () =>
      import('./office-moving-checklist-qatar').then((module) => module.officeMovingChecklist),
    source: 'src/content/posts/office-moving-checklist-qatar.ts',
  },
  'why-moving-insurance-matters': {
    load: () =>
      import('./why-moving-insurance-matters').then((module) => module.whyMovingInsuranceMatters),
    source: 'src/content/posts/why-moving-insurance-matters.ts',
  },
  'choosing-family-relocation-service-qatar': {
    load: () =>
      import('./choosing-family-relocation-service-qatar').then(
        (module) => module.choosingFamilyRelocation,
      ),
    source: 'src/content/posts/choosing-family-relocation-service-qatar.ts',
  },
  'international-move-tips-from-qatar': {
    load: () =>
      import('./international-move-tips-from-qatar').then((module) => module.internationalMoveTips),
    source: 'src/content/posts/international-move-tips-from-qatar.ts',
  },
}
