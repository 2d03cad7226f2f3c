import styled from 'styled-components';
import { formatMdn, toInternationalMdn, toLocalMdn } from '../format/format-mdn';

const Number = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  unicode-bidi: isolate;
`;

export interface PhoneNumberProps {
  mdn: string;
  /** A tel: link (international form) instead of plain text. */
  link?: boolean;
  className?: string;
}

/** Mobile and fixed numbers dial in the international form; short numbers (220) as they are. */
function telHref(mdn: string): string {
  const local = toLocalMdn(mdn);
  return /^0\d{9}$/.test(local) ? `tel:+${toInternationalMdn(local)}` : `tel:${local}`;
}

/** "06 12 34 56 78", kept left-to-right inside Arabic text. */
export function PhoneNumber({ mdn, link = false, className }: PhoneNumberProps) {
  const text = formatMdn(mdn);
  if (link) {
    return (
      <Number as="a" dir="ltr" href={telHref(mdn)} className={className}>
        {text}
      </Number>
    );
  }
  return (
    <Number dir="ltr" className={className}>
      {text}
    </Number>
  );
}
