import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import type { AudioChoice, BilingualRich } from '@domain/authoring/lesson-content.schemas';
import type { Paragraph, RoutePoint } from '@domain/content/component.schemas';
import { SortableList } from '../../editing/SortableList';
import { RichTextField } from '../../editing/RichTextField';
import { routePointIn, withLanguage, withRecording } from '../draft-parts';
import { useSave } from '../draft-saver';
import { useConfirmedRemoval } from '../use-confirmed-removal';
import { ImagesEditor } from './ImagesEditor';
import { NarrationFields } from './NarrationFields';

/**
 * A map paragraph's numbered route points (product-spec §3): add one after the last, write its text
 * in both languages, its narration and its images, reorder (they renumber from 1), remove after confirming.
 */
export function RoutePointsEditor({ paragraph }: { readonly paragraph: Paragraph }) {
  const { t } = useTranslation();
  const save = useSave();
  const removal = useConfirmedRemoval();
  const points = paragraph.routePoints;
  const nameOf = (point: RoutePoint) => t('lbRoutePointNamed', { number: point.number });
  // Text and narration are saved together: each change sends the other as the latest draft has it.
  const savePoint = (point: RoutePoint, change: (now: RoutePoint | undefined) => { content: BilingualRich | null; audio: AudioChoice }) =>
    save((content, version, latest) => {
      const next = change(routePointIn(latest, point.id));
      return content.saveRoutePoint(point.id, version, next.content, next.audio);
    });
  const textOf = (now: RoutePoint | undefined): BilingualRich | null => (now?.content ? { en: now.content.en, es: now.content.es } : null);
  const saveText = (point: RoutePoint, language: 'en' | 'es', html: string) =>
    void savePoint(point, (now) => ({ content: withLanguage(now?.content, language, html), audio: audioChoiceOf(now?.audio ?? null) }));
  const saveNarration = (point: RoutePoint, language: 'en' | 'es', id: number | null) =>
    savePoint(point, (now) => ({ content: textOf(now), audio: withRecording(now?.audio, language, id) }));
  const move = (from: number, to: number) => {
    const point = points[from];
    if (point) void save((content, version) => content.moveRoutePoint(point.id, version, to + 1));
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('lbRoutePoints')}>
      <Title order={4} size="h6">
        {t('lbRoutePoints')}
      </Title>
      {points.length === 0 && <Text size="sm">{t('lbRoutePointsEmpty')}</Text>}
      <SortableList
        items={points}
        label={t('lbRoutePoints')}
        itemLabel={nameOf}
        onMove={move}
        renderItem={(point) => (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{nameOf(point)}</Text>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                aria-label={t('lbRemoveNamed', { name: nameOf(point) })}
                onClick={() => removal.ask(nameOf(point), (content, version) => content.removeRoutePoint(point.id, version))}
              >
                {t('authoringRemove')}
              </Button>
            </Group>
            <RichTextField label={t('lbRoutePointContentEn', { number: point.number })} language="en" value={point.content?.en ?? ''} onChange={(html) => saveText(point, 'en', html)} />
            <RichTextField label={t('lbRoutePointContentEs', { number: point.number })} language="es" value={point.content?.es ?? ''} onChange={(html) => saveText(point, 'es', html)} />
            <NarrationFields
              audio={point.audio}
              labels={{ en: t('lbRoutePointNarrationEn', { number: point.number }), es: t('lbRoutePointNarrationEs', { number: point.number }) }}
              onSave={(language, id) => saveNarration(point, language, id)}
            />
            <ImagesEditor
              place={{ routePointId: point.id }}
              images={point.images}
              labels={{ section: t('lbRoutePointImages', { number: point.number }), add: t('lbRoutePointAddImage', { number: point.number }) }}
            />
          </Stack>
        )}
      />
      <Group>
        <Button variant="default" onClick={() => void save((content, version) => content.addRoutePoint(paragraph.id, version))}>
          {t('lbAddRoutePoint')}
        </Button>
      </Group>
      {removal.dialog}
    </Stack>
  );
}
