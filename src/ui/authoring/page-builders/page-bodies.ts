import type { AuthoredContributors, AuthoredOpener, AuthoredOverview, AuthoredTeacherPage } from '@application/authoring/page-authoring.port';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import type { SaveContributorsBody, SaveOpenerBody, SaveOverviewBody, SaveTeacherPageBody } from '@domain/authoring/page-authoring.schemas';
import { plainOf } from '../biography-builder/reading-texts';

/*
 * Each page is saved whole (`PUT` with every field and its list in order), built from the latest
 * draft with one edit applied, so a quick edit never puts back what another field saved just before.
 * Rows keep their ids; a new row has none; media go back by their asset ids.
 */

export type OpenerFields = Omit<SaveOpenerBody, 'version'>;
export type TeacherPageFields = Omit<SaveTeacherPageBody, 'version'>;
export type ContributorsFields = Omit<SaveContributorsBody, 'version'>;
export type OverviewFields = Omit<SaveOverviewBody, 'version'>;

const byOrder = <R extends { readonly order: number }>(rows: readonly R[]) => [...rows].sort((a, b) => a.order - b.order);
const optionalPlain = (value: { readonly en: string; readonly es: string } | null) => (value ? plainOf(value) : null);

export function openerFieldsOf({ document: doc }: AuthoredOpener): OpenerFields {
  return {
    backgroundImageId: doc.backgroundImage?.id ?? null,
    openerBackgroundImageId: doc.openerBackgroundImage?.id ?? null,
    thumbnailImageId: doc.thumbnailImage?.id ?? null,
    titleBackgroundColor: doc.titleBackgroundColor,
    color: doc.color,
    videoUrl: doc.videoUrl,
    audio: audioChoiceOf(doc.audio),
    unitOpenerEmbededLink: doc.unitOpenerEmbededLink,
    story: optionalPlain(doc.story),
    highlight: optionalPlain(doc.highlight),
    hotspots: byOrder(doc.hotspots).map((h) => ({ id: h.id, xPercent: h.xPercent, yPercent: h.yPercent, label: plainOf(h.label), text: optionalPlain(h.text) })),
  };
}

export function teacherPageFieldsOf({ document: doc }: AuthoredTeacherPage): TeacherPageFields {
  return {
    title: plainOf(doc.title),
    content: optionalPlain(doc.content),
    skills: byOrder(doc.skills).map((s) => ({ id: s.id, name: plainOf(s.name), description: optionalPlain(s.description) })),
  };
}

export function contributorsFieldsOf({ document: doc }: AuthoredContributors): ContributorsFields {
  return {
    title: plainOf(doc.title),
    intro: optionalPlain(doc.intro),
    contributors: byOrder(doc.contributors).map((c) => ({ id: c.id, name: c.name, role: plainOf(c.role) })),
  };
}

export function overviewFieldsOf({ overview }: AuthoredOverview): OverviewFields {
  return {
    intro: optionalPlain(overview.intro),
    blurbs: byOrder(overview.blurbs).map((b) => ({ id: b.id, title: plainOf(b.title), text: plainOf(b.text), imageId: b.image?.id ?? null, audio: audioChoiceOf(b.audio) })),
  };
}

/** One row of a page's list changed, found by its id in the list as it is when the save runs. */
export const withRow = <R extends { readonly id?: number }>(rows: readonly R[], id: number, change: (row: R) => Partial<R>): R[] =>
  rows.map((row) => (row.id === id ? { ...row, ...change(row) } : row));

/** The list without the row `id`. */
export const withoutRow = <R extends { readonly id?: number }>(rows: readonly R[], id: number): R[] => rows.filter((row) => row.id !== id);

/**
 * The list in the order of `ids` (the rows' order as the creator moved them, `movedIds`); a row the
 * order does not name (added by a change that ran in between) stays, at the end.
 */
export const inOrder = <R extends { readonly id?: number }>(rows: readonly R[], ids: readonly number[]): R[] => [
  ...ids.flatMap((id) => rows.filter((row) => row.id === id)),
  ...rows.filter((row) => row.id === undefined || !ids.includes(row.id)),
];
