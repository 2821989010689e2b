import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit } from '../../i18n/locales/unit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { OpenerDocument } from '@domain/content/unit.schemas';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { ContentGate } from '../common/ContentGate';
import { ImagePopup } from '../common/ImagePopup';
import { idParam, lessonPath } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { cssColor } from '../components/css-values';
import { EmbedFrame } from '../components/EmbedFrame';
import { VideoFrame } from '../components/VideoFrame';
import { UnitLayout, useUnitView } from './UnitLayout';
import classes from './OpenerPage.module.css';

registerLocaleBundle(unit);

/** `/unit/:unitId/opener/:openerId`. For a student, opening it completes the unit's opener lesson (the server does it). */
export default function OpenerPage() {
  const params = useParams();
  const unitId = idParam(params.unitId);
  const openerId = idParam(params.openerId);
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.opener(openerId));
  return (
    <UnitLayout unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(opener) => <OpenerView opener={opener} />}
      </ContentGate>
    </UnitLayout>
  );
}

type Hotspot = OpenerDocument['hotspots'][number];

/** The opener as students see it; the back office's preview shows a draft with it (outside a unit's layout, with no unit number or next link). */
export function OpenerView({ opener }: { readonly opener: OpenerDocument }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const unit = useUnitView();
  const name = text(opener.unitName);
  const heroImage = opener.openerBackgroundImage ?? opener.thumbnailImage;
  const firstLesson = unit ? [...unit.lessons].sort((a, b) => a.order - b.order).find((l) => l.lessonTypeId !== 1) : undefined;
  const hasOverview = Boolean(unit && (unit.overview.intro || unit.overview.blurbs.length > 0));
  return (
    <article className={classes.opener} aria-labelledby="opener-title" data-testid="opener">
      <header className={classes.hero}>
        {heroImage && <img className={classes.heroImage} src={heroImage.url} alt={text(heroImage.alt)} />}
        <div className={classes.titleBox} style={{ background: cssColor(opener.titleBackgroundColor) ?? '#1f3a5f', color: cssColor(opener.color) ?? '#ffffff' }}>
          {unit && unit.number > 0 && <p className={classes.unitNumber}>{t('unitNumber', { number: unit.number })}</p>}
          <h1 id="opener-title" className={classes.title}>
            {name}
          </h1>
        </div>
      </header>
      <AudioPlayer audio={opener.audio} label={name} />
      {opener.highlight && <RichText html={text(opener.highlight)} className={classes.highlight} />}
      {opener.story && <RichText html={text(opener.story)} className={classes.story} />}
      {opener.backgroundImage && opener.hotspots.length > 0 && <HotspotMap opener={opener} />}
      {opener.backgroundImage && opener.hotspots.length === 0 && <ImagePopup image={opener.backgroundImage} />}
      <VideoFrame url={opener.videoUrl} label={t('openerVideo', { name })} />
      <EmbedFrame url={opener.unitOpenerEmbededLink} title={t('openerEmbedded', { name })} />
      {unit && (hasOverview || firstLesson) && (
        <p className={classes.next}>
          {hasOverview ? (
            <Link className={classes.nextLink} to={`/unit/${unit.id}/overview`}>
              {t('goToOverview')}
            </Link>
          ) : (
            <Link className={classes.nextLink} to={lessonPath(unit.id, firstLesson!, unit.openerId)}>
              {t('goToFirstLesson')}
            </Link>
          )}
        </p>
      )}
    </article>
  );
}

/**
 * The opener's map with hotspots: each hotspot is a button on the map (named by its place) that
 * discloses the place's text under the map, one at a time.
 */
function HotspotMap({ opener }: { opener: OpenerDocument }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const hotspots = [...opener.hotspots].sort((a, b) => a.order - b.order);
  const map = opener.backgroundImage!;
  const panelId = (hotspot: Hotspot) => `${id}-hotspot-${hotspot.id}`;
  return (
    <section className={classes.mapSection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.mapTitle}>
        {t('openerMap')}
      </h2>
      <p className={classes.mapHint}>{t('openerMapHint')}</p>
      <div className={classes.map}>
        <img className={classes.mapImage} src={map.url} alt={text(map.alt)} width={map.width ?? undefined} height={map.height ?? undefined} loading="lazy" />
        {hotspots.map((hotspot, index) => (
          <button
            key={hotspot.id}
            type="button"
            className={classes.hotspot}
            style={{ left: `${hotspot.xPercent}%`, top: `${hotspot.yPercent}%` }}
            aria-expanded={open === hotspot.id}
            aria-controls={panelId(hotspot)}
            onClick={() => setOpen((current) => (current === hotspot.id ? null : hotspot.id))}
          >
            <span className={classes.hotspotNumber} aria-hidden="true">
              {index + 1}
            </span>
            {text(hotspot.label)}
          </button>
        ))}
      </div>
      {hotspots.map((hotspot) => (
        <div key={hotspot.id} id={panelId(hotspot)} className={classes.hotspotPanel} hidden={open !== hotspot.id} data-testid="hotspot-panel">
          <h3 className={classes.hotspotTitle}>{text(hotspot.label)}</h3>
          <RichText html={text(hotspot.text)} />
        </div>
      ))}
    </section>
  );
}
