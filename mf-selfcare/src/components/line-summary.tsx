import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { busEvents, type Language, type UserLine } from '@atlas/contracts';
import { offerNameIn } from '@atlas/contracts/catalog';
import { useAppDispatch } from '@atlas/runtime';
import { formatMdn, mdnInText, media, Select, useSession } from '@atlas/ui-kit';
import { SELFCARE_NS } from '../i18n/selfcare';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary.main};
  color: ${({ theme }) => theme.colors.text.inverse};
`;

const Number = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Offer = styled.p`
  margin: 4px 0 0;
  opacity: 0.9;
`;

/* The picker takes the box's width on a phone (at 360 px a fixed 220 px cut its label) and a column of its own from 600 px. */
const Switch = styled.div`
  flex: 1 1 100%;
  min-width: 0;
  ${media.up('sm')} {
    flex: 0 1 320px;
  }
  label {
    color: ${({ theme }) => theme.colors.text.inverse};
  }
`;

/** The line's offer named in the page's language (the one naming rule, offerNameIn). */
export const offerNameOf = (line: UserLine, language: Language) => offerNameIn(line, language);

/** A line in the picker: its number and kind, short enough to be read whole on a phone (the offer is in the box above). */
function lineLabel(t: (key: string) => string, line: UserLine): string {
  return `${mdnInText(line.mdn)} · ${t(`kinds.${line.kind}`)}`;
}

/** The selected line (number, kind, offer) with a switch to another of the customer's lines. */
export function LineSummary({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { lines, selectedUserLine } = useSession();
  const dispatch = useAppDispatch();
  if (!selectedUserLine) return null;
  return (
    <Box data-selected-line={selectedUserLine.mdn}>
      <div>
        <span>
          {t(`kinds.${selectedUserLine.kind}`)} · {t(`segments.${selectedUserLine.segment}`)}
        </span>
        <Number dir="ltr">{formatMdn(selectedUserLine.mdn)}</Number>
        <Offer>{offerNameOf(selectedUserLine, language)}</Offer>
      </div>
      {lines.length > 1 && (
        <Switch>
          <Select
            label={t('lines.switch')}
            value={selectedUserLine.mdn}
            placeholder={false}
            options={lines.map((line) => ({ value: line.mdn, label: lineLabel(t, line) }))}
            onChange={(event) => dispatch(busEvents.lineSelectRequested({ mdn: event.target.value }))}
          />
        </Switch>
      )}
    </Box>
  );
}
