import './reading-strings';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BiographyDocument } from '@domain/content/reading.schemas';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { ContentGate } from '../common/ContentGate';
import { ImagePopup } from '../common/ImagePopup';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { UnitBiographyList } from './UnitBiographyList';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';

/** Portrait width on the page (px); the popup shows it full screen. */
const PORTRAIT_WIDTH_PX = 320;

/** `/unit/:unitId/biography/:biographyId`: a person's life with portrait, narration and the unit's other biographies. */
export default function BiographyPage() {
  const queries = useLearningQueries();
  const params = useParams();
  const unitId = idParam(params.unitId);
  const biographyId = idParam(params.biographyId);
  const { state, reload } = useStudentContent(queries.biography(biographyId));
  return (
    <UnitFrame unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(bio) => (
          <div className={classes.page}>
            <BiographyArticle bio={bio} />
            <UnitBiographyList unitId={bio.unitId} currentId={bio.id} />
          </div>
        )}
      </ContentGate>
    </UnitFrame>
  );
}

/** A biography as students read it (name, period, portrait with caption, narration, main text); the back office's preview shows a draft with it. */
export function BiographyArticle({ bio }: { readonly bio: BiographyDocument }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const name = text(bio.characterName);
  const period = text(bio.characterPeriod);
  const caption = text(bio.portraitCaption);
  const disclaimer = text(bio.disclaimer);
  return (
    <article className={classes.biography} aria-labelledby="biography-name" data-testid="biography">
      <header>
        <Title order={1} id="biography-name">
          {name}
        </Title>
        {period && (
          <Text size="lg" className={classes.muted} data-testid="biography-period">
            {t('readingBiographyPeriod', { period })}
          </Text>
        )}
      </header>
      <Group align="flex-start" gap="xl" wrap="wrap">
        {bio.portrait && (
          <figure className={classes.figure} style={{ maxWidth: PORTRAIT_WIDTH_PX }}>
            <ImagePopup image={bio.portrait} width={PORTRAIT_WIDTH_PX} lead />
            {(caption || disclaimer) && (
              <figcaption className={classes.caption}>
                {caption && <span data-testid="biography-caption">{caption}</span>}
                {disclaimer && (
                  <Text component="span" display="block" className={classes.disclaimer} data-testid="biography-disclaimer">
                    {disclaimer}
                  </Text>
                )}
              </figcaption>
            )}
          </figure>
        )}
        <Stack gap="xs" className={classes.grow}>
          <AudioPlayer audio={bio.audio} label={name} />
          <RichText html={text(bio.mainText)} />
        </Stack>
      </Group>
    </article>
  );
}
