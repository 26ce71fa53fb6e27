import type { MoveType } from '@/content/quote-planner'

import type { PlannerDraft } from './types'

/**
 * The draft once the visitor (or a deep link) picks what is moving: a move that leaves Qatar
 * starts with its destination abroad, and an office counts desks where a home counts rooms.
 */
export function chooseMoveType(previous: PlannerDraft, moveType: MoveType): PlannerDraft {
  const abroad = moveType === 'international' || moveType === 'vehicle' || moveType === 'freight'
  return {
    ...previous,
    moveType,
    to: { ...previous.to, region: abroad ? 'abroad' : 'qatar' },
    size:
      moveType === 'office'
        ? { kind: 'office', desks: previous.size.kind === 'office' ? previous.size.desks : 0 }
        : previous.size.kind === 'office'
          ? { kind: 'home', home: '' }
          : previous.size,
  }
}
