/** The biography and timeline builders' back-office paths and their previews (product-spec §2). */
export const BIOGRAPHY_BUILDER_PATTERN = '/back-office/biography-builder/unit/:unitId/biography/:biographyId';
export const TIMELINE_BUILDER_PATTERN = '/back-office/time-line-builder/unit/:unitId';

export const biographyBuilderPath = (unitId: number, biographyId: number) => `/back-office/biography-builder/unit/${unitId}/biography/${biographyId}`;
export const biographyPreviewPath = (unitId: number, biographyId: number) => `/back-office/preview-mode/biography/unit/${unitId}/biography/${biographyId}`;
export const timelineBuilderPath = (unitId: number) => `/back-office/time-line-builder/unit/${unitId}`;
export const timelinePreviewPath = (unitId: number) => `/back-office/preview-mode/time-line/unit/${unitId}`;
