import type { BlogPost } from '../types'

import { benefitsOfStorage } from './benefits-of-storage-services-in-qatar'
import { choosingFamilyRelocation } from './choosing-family-relocation-service-qatar'
import { internationalMoveTips } from './international-move-tips-from-qatar'
import { officeMovingChecklist } from './office-moving-checklist-qatar'
import { whyMovingInsuranceMatters } from './why-moving-insurance-matters'

/** SPEC 3.8: the five posts, newest first (the blog list and latest-news widget read this order). */
export const posts: BlogPost[] = [
  benefitsOfStorage,
  officeMovingChecklist,
  whyMovingInsuranceMatters,
  choosingFamilyRelocation,
  internationalMoveTips,
]
