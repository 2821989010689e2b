/**
 * The opener, overview, teacher-page and contributors builders' back-office paths and their previews
 * (product-spec §2; the overview builder's path is ours, docs/decisions.md).
 */
export const OPENER_BUILDER_PATTERN = '/back-office/opener-builder/unit/:unitId';
export const OVERVIEW_BUILDER_PATTERN = '/back-office/unit-builder/unit/:unitId/overview';
export const TEACHER_PAGE_BUILDER_PATTERN = '/back-office/teacher-page-builder/:teacherPageId/unit/:unitId';
export const CONTRIBUTORS_BUILDER_PATH = '/back-office/contributors-page-builder';

export const openerBuilderPath = (unitId: number) => `/back-office/opener-builder/unit/${unitId}`;
export const overviewBuilderPath = (unitId: number) => `/back-office/unit-builder/unit/${unitId}/overview`;
export const teacherPageBuilderPath = (teacherPageId: number, unitId: number) => `/back-office/teacher-page-builder/${teacherPageId}/unit/${unitId}`;

export const openerPreviewPath = (unitId: number) => `/back-office/preview-mode/opener/${unitId}`;
export const overviewPreviewPath = (unitId: number) => `/back-office/preview-mode/overview/${unitId}`;
export const teacherPagePreviewPath = (teacherPageId: number) => `/back-office/preview-mode/teacher-page/${teacherPageId}`;
export const CONTRIBUTORS_PREVIEW_PATH = '/back-office/preview-mode/contributors-page';
