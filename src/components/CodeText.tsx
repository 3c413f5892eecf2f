import { toAsciiDigits } from '../lib/digits';

/**
 * A code shown on a page (an order reference, a SKU, a phone, an IBAN, an ID number): isolated left to right
 * from the text around it, with ASCII digits. In a right-to-left line, or written with Arabic-Indic digits
 * even in a left-to-right one, its groups ("010 1234 5678") would otherwise be laid out in reverse order.
 */
export function CodeText({
  children,
  className,
}: {
  children: string | null | undefined;
  className?: string;
}) {
  return (
    <bdi dir="ltr" translate="no" className={className}>
      {toAsciiDigits(children ?? '')}
    </bdi>
  );
}
