/** The story builder's back-office path and its preview (product-spec §2). */
export const STORY_BUILDER_PATTERN = '/back-office/story-builder/unit/:unitId/story/:unitstoryId';
export const STORY_PREVIEW_PATTERN = '/back-office/preview-mode/unitstory/unit/:unitId/story/:unitstoryId';

export const storyBuilderPath = (unitId: number, storyId: number) => `/back-office/story-builder/unit/${unitId}/story/${storyId}`;
export const storyPreviewPath = (unitId: number, storyId: number) => `/back-office/preview-mode/unitstory/unit/${unitId}/story/${storyId}`;
