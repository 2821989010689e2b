/**
 * When the header shows its navigation inline and when behind the menu button (issue 11, item 2).
 *
 * The header holds the logo, the role's links, the language switch (and a student's narration switch),
 * the bell and the user button. Links never shrink (a squeezed "Colaboradores" read "C"): where they do
 * not all fit, the header switches to the menu. Where that happens depends on the role and the language
 * ("Alcance y secuencia" is longer than "Scope and sequence"), so it is worked out from the texts and
 * put on the header as one of a few fixed breakpoints the stylesheet knows (RootLayout.module.css).
 *
 * Widths are in em of the root font size, as the media queries are: someone who sets a larger font
 * in the browser gets the menu at a wider window, where the larger text no longer fits.
 */

/** The breakpoints the stylesheet has a rule for, narrowest first. Below 48em (phones) the menu always shows. */
export const INLINE_NAVIGATION_BREAKPOINTS_EM = [48, 64, 75, 80, 90, 100] as const;

/** The window width (em) from which the navigation shows inline, or 'never' (always the menu). */
export type InlineNavigationFrom = (typeof INLINE_NAVIGATION_BREAKPOINTS_EM)[number] | 'never';

export interface HeaderContent {
  readonly appName: string;
  readonly navLabels: readonly string[];
  readonly userName: string;
  /** A student's narration language switch (a student also has the accessibility tools button beside the bell). */
  readonly narrationSwitch: boolean;
  /** A district teacher's chat-with-support button beside the bell. */
  readonly supportChat?: boolean;
}

/**
 * Sizes measured in Chromium with the system UI font, rounded up (text widths per character are
 * the widest seen over both languages' labels, so a real label is never wider than its estimate).
 */
const SIZE_EM = {
  sidePadding: 2, // 1em each side
  logoPerChar: 0.69, // 18px bold
  logoToNav: 1.25,
  linkPerChar: 0.54, // 16px medium
  linkPadding: 1.25,
  linkGap: 0.625,
  leftToRight: 1,
  languageSwitch: 9,
  narrationSwitch: 7,
  /** "Narration" beside the narration switch, shown on windows wider than 85em (NarrationLanguageSwitch.module.css). */
  narrationWord: 4.5,
  narrationWordFromEm: 85,
  bell: 2.5,
  /** The teacher's chat-with-support button, the bell's size. */
  supportChat: 2.5,
  /** A student's accessibility tools button, the bell's size. */
  accessibilityTools: 2.5,
  userButton: 3.25, // avatar and padding
  userNamePerChar: 0.72,
  /** The user button's name is cut with an ellipsis beyond this (RootLayout/UserMenu styles). */
  userNameMax: 9,
  controlGap: 0.75,
} as const;

/** The width (em) the header needs to show everything inline on a window `windowEm` wide. */
export function inlineHeaderWidthEm(content: HeaderContent, windowEm: number): number {
  const links = content.navLabels.reduce((sum, label) => sum + label.length * SIZE_EM.linkPerChar + SIZE_EM.linkPadding, 0);
  const linkGaps = Math.max(0, content.navLabels.length - 1) * SIZE_EM.linkGap;
  const left = content.appName.length * SIZE_EM.logoPerChar + SIZE_EM.logoToNav + links + linkGaps;
  // A student's narration switch and accessibility tools button.
  const studentControls = content.narrationSwitch
    ? SIZE_EM.narrationSwitch + (windowEm > SIZE_EM.narrationWordFromEm ? SIZE_EM.narrationWord : 0) + SIZE_EM.accessibilityTools + 2 * SIZE_EM.controlGap
    : 0;
  const userName = Math.min(content.userName.length * SIZE_EM.userNamePerChar, SIZE_EM.userNameMax);
  const chat = content.supportChat ? SIZE_EM.supportChat + SIZE_EM.controlGap : 0;
  const right = SIZE_EM.languageSwitch + studentControls + chat + SIZE_EM.bell + SIZE_EM.userButton + userName + 2 * SIZE_EM.controlGap;
  return SIZE_EM.sidePadding + left + SIZE_EM.leftToRight + right;
}

/** The narrowest breakpoint at which everything fits inline. */
export function inlineNavigationFrom(content: HeaderContent): InlineNavigationFrom {
  return INLINE_NAVIGATION_BREAKPOINTS_EM.find((breakpoint) => inlineHeaderWidthEm(content, breakpoint) <= breakpoint) ?? 'never';
}
