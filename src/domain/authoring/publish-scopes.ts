/**
 * What a publish job publishes: the whole course, a unit's tree, or one item of a unit. Apart from the
 * authoring responses, so the hub's content announcement does not build every authoring schema.
 */
export const PUBLISH_SCOPES = ['course', 'unit', 'lesson', 'biography', 'timeline', 'opener', 'teacher-page', 'contributors', 'story'] as const;
export type PublishScope = (typeof PUBLISH_SCOPES)[number];
