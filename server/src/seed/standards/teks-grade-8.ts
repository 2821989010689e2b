/*
 * Texas Essential Knowledge and Skills for Social Studies, Grade 8 (United States History Studies to
 * 1877): 19 TAC §113.20, "Social Studies, Grade 8, Adopted 2018", subsection (b) Knowledge and skills.
 * Plain data, written from the rule's public text as the Texas Secretary of State's Texas
 * Administrative Code viewer (texreg.sos.state.tx.us) publishes it; (1)(A)–(B) from TEA's "TEKS
 * Curriculum Framework for STAAR Alternate 2, Grade 8 Social Studies" (October 2020, written for this
 * version); (15) from the Portal to Texas History's TEKS page 8.15 (education.texashistory.unt.edu),
 * whose numbering is the 2018 one (Hooker, Montesquieu and Locke in (15)(E), where the 2011 version
 * had them in (20)(A); (20) has only (A)–(B) in the TAC viewer). Only the student expectations whose
 * text could be read whole in a source for this version are listed (docs/standards.md names the gaps:
 * any expectation of (b)(1) after (B), (b)(2)–(4), (5)(A)–(B), (7)(D) and any later letter,
 * (8)–(9), (11)(B)–(C) and any later letter, (12)–(14), (16)–(19), (23)(B)–(F), (24)–(26),
 * (27)(A)–(B), (29)(G)–(J), (30)–(31)). Older (2011) and newer (2024–2025) versions number and word
 * many of these differently, so their text is not borrowed. A strand is the knowledge-and-skills
 * statement the expectation belongs to; null where the statement's text was not part of what could be
 * read.
 */

export interface TeksExpectation {
  /** "8.5C" for §113.20(b)(5)(C). */
  readonly code: string;
  readonly description: string;
  readonly strand: string | null;
}

export const TEKS_GRADE_8_SOURCE = '19 TAC §113.20, Social Studies, Grade 8, Adopted 2018';

const S1 = '(1) History. The student understands traditional historical points of reference in U.S. history through 1877.';
const S5 = '(5) History. The student understands the challenges confronted by the government and its leaders in the early years of the republic and the Age of Jackson.';
const S6 = '(6) History. The student understands westward expansion and its effects on the political, economic, and social development of the nation.';
const S7 = '(7) History. The student understands how political, economic, and social factors led to the growth of sectionalism and the Civil War.';
const S10 = '(10) Geography. The student understands the location and characteristics of places and regions of the United States, past and present.';
const S11 = '(11) Geography. The student understands the physical characteristics of North America and how humans adapted to and modified the environment through the mid-19th century.';
const S15 =
  '(15) Government. The student understands the American beliefs and principles reflected in the Declaration of Independence, the U.S. Constitution, and other important historic documents.';
const S21 = '(21) Citizenship. The student understands the importance of the expression of different points of view in a constitutional republic.';
const S22 = '(22) Citizenship. The student understands the importance of effective leadership in a constitutional republic.';
const S23 =
  '(23) Culture. The student understands the relationships between and among people from various groups, including racial, ethnic, and religious groups, during the 17th, 18th, and 19th centuries.';
const S28 = '(28) Science, technology, and society. The student understands the impact of scientific discoveries and technological innovations on daily life in the United States.';
const S29 =
  '(29) Social studies skills. The student applies critical-thinking skills to organize and use information acquired through established research methodologies from a variety of valid sources, including technology.';

export const TEKS_GRADE_8: readonly TeksExpectation[] = [
  {
    code: '8.1A',
    strand: S1,
    description:
      'identify the major eras in U.S. history through 1877, including colonization, revolution, creation and ratification of the Constitution, early republic, the Age of Jackson, westward expansion, reform movements, sectionalism, Civil War, and Reconstruction, and describe their causes and effects',
  },
  {
    code: '8.1B',
    strand: S1,
    description:
      'explain the significance of the following dates: 1607, founding of Jamestown; 1620, arrival of the Pilgrims and signing of the Mayflower Compact; 1776, adoption of the Declaration of Independence; 1787, writing of the U.S. Constitution; 1803, Louisiana Purchase; and 1861-1865, Civil War',
  },
  { code: '8.5C', strand: S5, description: 'explain the origin and development of American political parties' },
  { code: '8.5D', strand: S5, description: 'explain the causes, important events, and effects of the War of 1812' },
  {
    code: '8.5E',
    strand: S5,
    description: "identify the foreign policies of presidents Washington through Monroe and explain the impact of Washington's Farewell Address and the Monroe Doctrine",
  },
  { code: '8.5F', strand: S5, description: 'explain the impact of the election of Andrew Jackson, including expanded suffrage' },
  {
    code: '8.5G',
    strand: S5,
    description: 'analyze the reasons for the removal and resettlement of Cherokee Indians during the Jacksonian era, including the Indian Removal Act, Worcester v. Georgia, and the Trail of Tears',
  },
  { code: '8.6A', strand: S6, description: 'explain how the Northwest Ordinance established principles and procedures for orderly expansion of the United States' },
  { code: '8.6B', strand: S6, description: 'analyze the westward growth of the nation, including the Louisiana Purchase and Manifest Destiny' },
  { code: '8.6C', strand: S6, description: 'explain the causes and effects of the U.S.-Mexican War and their impact on the United States' },
  { code: '8.7A', strand: S7, description: 'analyze the impact of tariff policies on sections of the United States before the Civil War' },
  { code: '8.7B', strand: S7, description: 'compare the effects of political, economic, and social factors on slaves and free blacks' },
  { code: '8.7C', strand: S7, description: 'analyze the impact of slavery on different sections of the United States' },
  {
    code: '8.10A',
    strand: S10,
    description: 'locate places and regions directly related to major eras and turning points in the United States during the 17th, 18th, and 19th centuries',
  },
  { code: '8.10B', strand: S10, description: 'compare places and regions of the United States in terms of physical and human characteristics' },
  {
    code: '8.11A',
    strand: S11,
    description: 'analyze how physical characteristics of the environment influenced population distribution, settlement patterns, and economic activities in the United States',
  },
  {
    code: '8.15A',
    strand: S15,
    description:
      'identify the influence of ideas from historic documents, including the Magna Carta, the English Bill of Rights, the Mayflower Compact, and the Federalist Papers, on the U.S. system of government',
  },
  { code: '8.15B', strand: S15, description: 'summarize the strengths and weaknesses of the Articles of Confederation' },
  {
    code: '8.15C',
    strand: S15,
    description:
      'identify colonial grievances listed in the Declaration of Independence and explain how those grievances were addressed in the U.S. Constitution and the Bill of Rights',
  },
  {
    code: '8.15D',
    strand: S15,
    description:
      'analyze how the U.S. Constitution reflects the principles of limited government, republicanism, checks and balances, federalism, separation of powers, popular sovereignty, and individual rights',
  },
  {
    code: '8.15E',
    strand: S15,
    description: 'explain the role of significant individuals such as Thomas Hooker, Charles de Montesquieu, and John Locke in the development of self-government in colonial America',
  },
  { code: '8.20A', strand: null, description: 'evaluate the contributions of the Founding Fathers as models of civic virtue' },
  {
    code: '8.20B',
    strand: null,
    description: "analyze reasons for and the impact of selected examples of civil disobedience in U.S. history such as the Boston Tea Party and Henry David Thoreau's refusal to pay a tax",
  },
  { code: '8.21A', strand: S21, description: 'identify different points of view of political parties and interest groups on important historical issues' },
  { code: '8.21B', strand: S21, description: 'describe the importance of free speech and press in a constitutional republic' },
  {
    code: '8.21C',
    strand: S21,
    description: 'summarize historical events in which compromise resulted in a resolution such as the Missouri Compromise, Compromise of 1850, and Kansas-Nebraska Act',
  },
  {
    code: '8.22A',
    strand: S22,
    description: 'analyze the leadership qualities of elected and appointed leaders of the United States such as George Washington, John Marshall, and Abraham Lincoln',
  },
  {
    code: '8.22B',
    strand: S22,
    description:
      'describe the contributions of significant political, social, and military leaders of the United States such as Frederick Douglass, John Paul Jones, Susan B. Anthony, and Elizabeth Cady Stanton',
  },
  { code: '8.23A', strand: S23, description: 'identify racial, ethnic, and religious groups that settled in the United States and explain their reasons for immigration' },
  {
    code: '8.27C',
    strand: null,
    description: 'analyze how technological innovations brought about economic growth such as the development of the factory system and the construction of the Transcontinental Railroad',
  },
  {
    code: '8.28A',
    strand: S28,
    description: 'compare the effects of scientific discoveries and technological innovations that have influenced daily life in different periods in U.S. history',
  },
  { code: '8.28B', strand: S28, description: 'identify examples of how industrialization changed life in the United States' },
  {
    code: '8.29A',
    strand: S29,
    description:
      'differentiate between, locate, and use valid primary and secondary sources such as media and news services, biographies, interviews, and artifacts to acquire information about the United States',
  },
  {
    code: '8.29B',
    strand: S29,
    description:
      'analyze information by applying absolute and relative chronology through sequencing, categorizing, identifying cause-and-effect relationships, comparing, contrasting, finding the main idea, summarizing, making generalizations and predictions, and drawing inferences and conclusions',
  },
  { code: '8.29C', strand: S29, description: 'organize and interpret information from outlines, reports, databases, and visuals, including graphs, charts, timelines, and maps' },
  { code: '8.29D', strand: S29, description: 'identify bias and points of view created by the historical context surrounding an event' },
  { code: '8.29E', strand: S29, description: 'support a point of view on a social studies issue or event' },
  { code: '8.29F', strand: S29, description: 'evaluate the validity of a source based on corroboration with other sources and information about the author' },
];

/** The expectation with the code, for the demo assessments' tags (a wrong code fails the seed at once). */
export function teksTag(code: string): { readonly code: string; readonly description: string } {
  const found = TEKS_GRADE_8.find((t) => t.code === code);
  if (!found) throw new Error(`No seeded TEKS expectation ${code}`);
  return { code: found.code, description: found.description };
}
