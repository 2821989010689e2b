// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Table.layer.css';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollTable } from '../../common/KeyboardScrollTable';
import { CLASSROOM_LEGEND, LEGEND_TONES, type LegendGroup } from '@domain/classroom/legend';
import { StatusSign } from './StatusSign';
import classes from './legends.module.css';

function LegendTable({ group }: { group: LegendGroup }) {
  const { t } = useTranslation();
  const title = t(group.title);
  const headingId = `legend-${group.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} size="h3" mb="xs">
        {title}
      </Title>
      {/* On a narrow phone the table scrolls inside its box, never the page. */}
      <KeyboardScrollTable minWidth={280} label={title}>
        <Table captionSide="top" data-testid={`legend-${group.id}`}>
          <Table.Caption className="visually-hidden">{t('legendTableCaption', { group: title, count: group.entries.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('legendColSign')}</Table.Th>
              <Table.Th scope="col">{t('legendColMeaning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.entries.map((entry) => {
              const tone = LEGEND_TONES[entry.tone];
              return (
                <Table.Tr key={entry.id}>
                  <Table.Th scope="row" fw="normal">
                    {/* The swatch shows the colour alone, large; the pill beside it carries the words. */}
                    <span className={classes.swatch} aria-hidden style={{ background: tone.background, borderColor: tone.text }} /> <StatusSign entry={entry} />
                  </Table.Th>
                  <Table.Td>{t(entry.meaning)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </KeyboardScrollTable>
    </section>
  );
}

/**
 * /class-room/legends (teachers and campus managers; support reaches it at /support/class-room/legends):
 * what every icon and colour of the teacher's screens means, drawn from the same legend data the
 * screens use (`@domain/classroom/legend`), in the interface language.
 */
export default function LegendsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('legendsTitle')}</Title>
      <Text>{t('legendsIntro')}</Text>
      {CLASSROOM_LEGEND.map((group) => (
        <LegendTable key={group.id} group={group} />
      ))}
    </Stack>
  );
}
