import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** A filter form's two buttons: apply what is chosen, or clear every filter at once. */
export function FilterActions({
  apply,
  clear,
  onClear,
  className,
}: {
  apply: string
  clear: string
  onClear: () => void
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button type="submit" variant="secondary">
        {apply}
      </Button>
      <Button type="button" variant="ghost" onClick={onClear}>
        {clear}
      </Button>
    </div>
  )
}
