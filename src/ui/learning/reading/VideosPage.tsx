import './reading-strings';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { UnitVideo } from '@domain/content/unit.schemas';
import { useBilingual } from '../../app/use-language';
import { CaptionTracks } from '../components/CaptionTracks';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';

/** The course's own videos are served by the API (WebM); anything else must be an external http(s) page. */
const OWN_VIDEO = /^\/api\/videos\/\d+$/;
const WEB_URL = /^https?:\/\/[^\s]+$/i;

/** `/unit/:unitId/videos`: each video with its title, description and poster; external ones in a titled frame. */
export default function VideosPage() {
  const { t } = useTranslation();
  const queries = useLearningQueries();
  const unitId = idParam(useParams().unitId);
  const { state, reload } = useStudentContent(queries.videos(unitId));
  return (
    <UnitFrame unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(videos) => (
          <section className={classes.page} aria-labelledby="videos-title">
            <Title order={1} id="videos-title">
              {t('readingVideosTitle')}
            </Title>
            {videos.length === 0 ? (
              <Text>{t('readingNoVideos')}</Text>
            ) : (
              <ul className={`${classes.list} ${classes.videos}`}>
                {[...videos]
                  .sort((a, b) => a.order - b.order)
                  .map((video) => (
                    <li key={video.id}>
                      <VideoCard video={video} />
                    </li>
                  ))}
              </ul>
            )}
          </section>
        )}
      </ContentGate>
    </UnitFrame>
  );
}

/** One video as students see it; `level` is its title's heading level (3 inside the back office's unit preview). */
export function VideoCard({ video, level = 2 }: { video: UnitVideo; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const title = text(video.title);
  const headingId = `video-${video.id}-title`;
  const descriptionId = `video-${video.id}-description`;
  const description = text(video.description);
  return (
    <article aria-labelledby={headingId} className={classes.videoCard} data-testid="video">
      <Stack gap="xs">
        <Title order={level} size="h3" id={headingId}>
          {title}
        </Title>
        {OWN_VIDEO.test(video.videoUrl) ? (
          <video
            className={classes.video}
            controls
            preload="none"
            poster={video.thumbnail?.url}
            src={video.videoUrl}
            aria-label={title}
            aria-describedby={description ? descriptionId : undefined}
          >
            <CaptionTracks videoUrl={video.videoUrl} />
          </video>
        ) : WEB_URL.test(video.videoUrl) ? (
          <iframe
            className={classes.video}
            src={video.videoUrl}
            title={title}
            loading="lazy"
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Text role="note">{t('readingVideoUnavailable')}</Text>
        )}
        {description && (
          <div id={descriptionId}>
            <RichText html={description} />
          </div>
        )}
      </Stack>
    </article>
  );
}
