import type { MatrixRow } from './access-matrix';
import { MISSING, PREVIEWERS, at, builderRow, v } from './access-matrix-lesson-content';

/*
 * The assessment builders' calls (issue 15; api-spec §7.6, §7.5 `lesson/{id}/{setId}/backup`):
 * changes are the builders' (super admin and content creators), the drafts are also read by those
 * who may open a preview (product-spec §6). Samples name missing parts, so an admitted caller gets
 * 404, which still counts as admitted.
 */

const text = { en: 'Matrix', es: 'Matriz' };
const M = MISSING;
const del = (url: string) => builderRow(() => at(`${url}?version=1`));

export function assessmentAuthoringRows(): Record<string, MatrixRow> {
  return {
    'GET /api/assessment/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/assessment/${M}/backup`) },
    'GET /api/assessment/lesson/:lessonId/backup': { access: PREVIEWERS, scope: 'none', sample: (w) => at(`/api/assessment/lesson/${w.ids.lesson}/backup`) },
    'GET /api/lesson/:id/:setId/backup': { access: PREVIEWERS, scope: 'none', sample: (w) => at(`/api/lesson/${w.ids.lesson}/${M}/backup`) },
    'POST /api/assessment': builderRow(() => at('/api/assessment', { lessonId: M })),
    'PUT /api/assessment/:id': builderRow(() => at(`/api/assessment/${M}`, { ...v, directions: null })),
    'DELETE /api/assessment/:id': del(`/api/assessment/${M}`),
    'POST /api/assessment/:id/question': builderRow(() => at(`/api/assessment/${M}/question`, { ...v, type: 'written' })),
    'PUT /api/question/:id': builderRow(() => at(`/api/question/${M}`, { ...v, points: 1 })),
    'PATCH /api/question/:id': builderRow(() => at(`/api/question/${M}`, { ...v, order: 1 })),
    'DELETE /api/question/:id': del(`/api/question/${M}`),
    'POST /api/question/:id/teks': builderRow(() => at(`/api/question/${M}/teks`, { ...v, standardId: M })),
    'POST /api/component/question/:id/teks': builderRow(() => at(`/api/component/question/${M}/teks`, { ...v, standardId: M })),
    'DELETE /api/teks/:id': del(`/api/teks/${M}`),
    'DELETE /api/component/question/teks/:id': del(`/api/component/question/teks/${M}`),
    'PUT /api/component/:componentId/assessmentgroup': builderRow(() => at(`/api/component/${M}/assessmentgroup`, { ...v, assessmentGroupNumber: 1 })),
    'POST /api/choice/:questionId': builderRow(() => at(`/api/choice/${M}`, v)),
    'POST /api/component/question/:questionId/choice/:order': builderRow(() => at(`/api/component/question/${M}/choice/1`, v)),
    'PATCH /api/choice/:id/correct': builderRow(() => at(`/api/choice/${M}/correct`, v)),
    'PATCH /api/component/question/choice/:id/correct': builderRow(() => at(`/api/component/question/choice/${M}/correct`, v)),
    'PATCH /api/component/question/multipleResponse/:id/correct': builderRow(() => at(`/api/component/question/multipleResponse/${M}/correct`, v)),
    'PATCH /api/choice/:id/change-name': builderRow(() => at(`/api/choice/${M}/change-name`, { ...v, name: text })),
    'PATCH /api/component/question/choice/:id/change-name': builderRow(() =>
      at(`/api/component/question/choice/${M}/change-name`, { ...v, name: text, choiceAudio: null, responseText: null, responseAudio: null, choiceNumber: 1 }),
    ),
    'DELETE /api/choice/:id': del(`/api/choice/${M}`),
    'DELETE /api/component/question/choice/:id': del(`/api/component/question/choice/${M}`),
    'POST /api/venn-diagram-element/:questionId': builderRow(() => at(`/api/venn-diagram-element/${M}`, { ...v, content: text, region: 'both' })),
    'POST /api/component/question/venn-diagram-element/:questionId': builderRow(() =>
      at(`/api/component/question/venn-diagram-element/${M}`, { ...v, content: text, region: 'both' }),
    ),
    'PUT /api/venn-diagram-element/:id': builderRow(() => at(`/api/venn-diagram-element/${M}`, { ...v, content: text, region: 'both' })),
    'PUT /api/component/question/venn-diagram-element/:id': builderRow(() => at(`/api/component/question/venn-diagram-element/${M}`, { ...v, content: text, region: 'both' })),
    'DELETE /api/venn-diagram-element/:id': del(`/api/venn-diagram-element/${M}`),
    'DELETE /api/component/question/venn-diagram-element/:id': del(`/api/component/question/venn-diagram-element/${M}`),
    'POST /api/component/question/:questionId/typef-column': builderRow(() => at(`/api/component/question/${M}/typef-column`, { ...v, columnName: text })),
    'PUT /api/component/question/typef-column/:id': builderRow(() => at(`/api/component/question/typef-column/${M}`, { ...v, columnName: text })),
    'DELETE /api/component/question/typef-column/:id': del(`/api/component/question/typef-column/${M}`),
    'POST /api/component/question/:questionId/typef-element': builderRow(() => at(`/api/component/question/${M}/typef-element`, { ...v, content: text, columnId: M })),
    'PUT /api/component/question/typef-element/:id': builderRow(() => at(`/api/component/question/typef-element/${M}`, { ...v, content: text, columnId: M })),
    'DELETE /api/component/question/typef-element/:id': del(`/api/component/question/typef-element/${M}`),
    'POST /api/component/question/:questionId/fill-in-blank-element': builderRow(() =>
      at(`/api/component/question/${M}/fill-in-blank-element`, { ...v, accepted: { en: ['a'], es: ['a'] } }),
    ),
    'PUT /api/component/question/fill-in-blank-element/:id': builderRow(() =>
      at(`/api/component/question/fill-in-blank-element/${M}`, { ...v, accepted: { en: ['a'], es: ['a'] } }),
    ),
    'DELETE /api/component/question/fill-in-blank-element/:id': del(`/api/component/question/fill-in-blank-element/${M}`),
    'POST /api/component/question/essay/essay-topics': builderRow(() => at('/api/component/question/essay/essay-topics', { ...v, questionId: M, title: text })),
    'PUT /api/component/question/essay/essay-topics/:id': builderRow(() => at(`/api/component/question/essay/essay-topics/${M}`, { ...v, title: text })),
    'DELETE /api/component/question/essay/essay-topics/:id': del(`/api/component/question/essay/essay-topics/${M}`),
    'POST /api/component/question/essay/essay-steps': builderRow(() =>
      at('/api/component/question/essay/essay-steps', { ...v, questionId: M, title: text, content: null, stepAudio: null }),
    ),
    'PUT /api/component/question/essay/essay-steps/:id': builderRow(() =>
      at(`/api/component/question/essay/essay-steps/${M}`, { ...v, title: text, content: null, stepAudio: null }),
    ),
    'DELETE /api/component/question/essay/essay-steps/:id': del(`/api/component/question/essay/essay-steps/${M}`),
  };
}
