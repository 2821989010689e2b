// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit } from '../../i18n/locales/unit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BlurbView, OverviewView } from '@domain/content/student-content.schemas';
import { dataOf, failureOf } from '../../app/server-state/api-result-query';
import { useServices } from '../../app/services-context';
import { useBilingual, useLanguage } from '../../app/use-language';
import { useNotifyResult } from '../../common/use-notify';
import { AudioPlayer } from '../common/AudioPlayer';
import { ContentGate } from '../common/ContentGate';
import { CheckIcon, CircleIcon } from '../common/icons';
import { ImagePopup } from '../common/ImagePopup';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { learningKeys, useLearningQueries } from '../learning.queries';
import { UnitLayout } from './UnitLayout';
import classes from './OverviewPage.module.css';

registerLocaleBundle(unit);

/** `/unit/:unitId/overview`: the unit's big ideas (blurbs), each checkable, with the counts. */
export default function OverviewPage() {
  const unitId = idParam(useParams().unitId);
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.overview(unitId));
  return (
    <UnitLayout unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(overview) => <OverviewBody overview={overview} />}
      </ContentGate>
    </UnitLayout>
  );
}

function OverviewBody({ overview }: { overview: OverviewView }) {
  const check = useCheckBlurb(overview.unitId);
  const saving = check.isPending ? check.variables.blurb.id : null;
  return <OverviewArticle overview={overview} savingId={saving} onToggle={(blurb, checked) => check.mutate({ blurb, checked })} />;
}

export interface OverviewArticleProps {
  readonly overview: OverviewView;
  /** A blurb checked or made remaining again; the student's page saves it, the back office's preview keeps it on the page. */
  readonly onToggle: (blurb: BlurbView, checked: boolean) => void;
  /** The blurb whose check is being saved. */
  readonly savingId?: number | null;
}

/** The overview as students read it (introduction, counts, blurbs to check); the back office's preview shows a draft with it. */
export function OverviewArticle({ overview, onToggle: toggle, savingId: saving = null }: OverviewArticleProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const blurbs = [...overview.blurbs].sort((a, b) => a.order - b.order);

  return (
    <article className={classes.overview} aria-labelledby="overview-title" data-testid="overview">
      <h1 id="overview-title" className={classes.title}>
        {t('overviewTitle', { name: text(overview.unitName) })}
      </h1>
      {overview.intro && <RichText html={text(overview.intro)} className={classes.intro} />}
      <p className={classes.counts} aria-live="polite" data-testid="blurb-counts">
        {t('blurbCounts', { checked: overview.checked, remaining: overview.remaining })}
      </p>
      <ol className={classes.blurbs}>
        {blurbs.map((blurb) => {
          const title = text(blurb.title);
          const checked = blurb.status === 'checked';
          return (
            <li key={blurb.id} className={classes.blurb} data-status={blurb.status} data-testid={`blurb-${blurb.id}`}>
              <div className={classes.blurbHead}>
                <h2 className={classes.blurbTitle}>{title}</h2>
                <span className={classes.blurbStatus} data-status={blurb.status}>
                  {checked ? <CheckIcon /> : <CircleIcon />}
                  {t(checked ? 'blurbChecked' : 'blurbRemaining')}
                </span>
              </div>
              <div className={classes.blurbBody}>
                {blurb.image && <ImagePopup image={blurb.image} width={280} className={classes.blurbImage} />}
                <div>
                  <RichText html={text(blurb.text)} />
                  <AudioPlayer audio={blurb.audio} label={title} compact />
                  <Checkbox
                    mt="sm"
                    label={t('blurbCheck', { title })}
                    checked={checked}
                    disabled={saving === blurb.id}
                    onChange={(event) => toggle(blurb, event.currentTarget.checked)}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}

/** Checking a blurb (PATCH unit/{id}/overview): the answer, with the new counts, becomes the cached overview. */
function useCheckBlurb(unitId: number) {
  const { learning } = useServices();
  const [language] = useLanguage();
  const client = useQueryClient();
  const notify = useNotifyResult();
  return useMutation({
    mutationFn: ({ blurb, checked }: { blurb: BlurbView; checked: boolean }) => dataOf(learning.checkOverviewBlurb(unitId, blurb.id, checked)),
    onSuccess: (overview) => client.setQueryData(learningKeys.overview(language, unitId), overview),
    onError: (error) => {
      const failure = failureOf(error);
      if (failure) notify(failure);
    },
  });
}
