import ExcelJS from 'exceljs';
import type { Language } from '@domain/shared/constants';
import type { AppDeps } from '../../../app-deps';
import { pendingEvents, syncedRecords } from './edlink-graph.repository';
import { lastSyncRun } from './edlink-run.repository';
import { integrationOfDistrict } from './edlink.use-cases';

/*
 * The two Edlink downloads (issue 16; product-spec §9): PendingEvents.xlsx (events fetched and not
 * applied yet) and LastSyncReport.xlsx (the last sync's counts and every record it brought). Real
 * workbooks: a bold header row frozen in place. Headers follow the reader's language.
 */

const HEADERS = {
  events: { en: ['Event', 'Type', 'Record kind', 'Record', 'Date'], es: ['Evento', 'Tipo', 'Tipo de registro', 'Registro', 'Fecha'] },
  summary: { en: ['Records', 'Created', 'Updated', 'Removed', 'Unchanged'], es: ['Registros', 'Creados', 'Actualizados', 'Eliminados', 'Sin cambios'] },
  records: { en: ['Kind', 'Edlink id', 'Name'], es: ['Tipo', 'Id de Edlink', 'Nombre'] },
  sheets: { en: ['Pending events', 'Summary', 'Records'], es: ['Eventos pendientes', 'Resumen', 'Registros'] },
} as const;

function sheet(workbook: ExcelJS.Workbook, name: string, headers: readonly string[], rows: readonly (string | number | null)[][]): void {
  const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = headers.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(row);
}

const bytesOf = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

export async function pendingEventsWorkbook(deps: AppDeps, districtId: number, language: Language): Promise<Buffer> {
  const integration = await integrationOfDistrict(deps, districtId);
  const workbook = new ExcelJS.Workbook();
  const events = await pendingEvents(deps.db, integration.id);
  sheet(workbook, HEADERS.sheets[language][0], HEADERS.events[language], events.map((e) => [e.eventId, e.type, e.target, e.targetId, e.date]));
  return bytesOf(workbook);
}

export async function lastSyncWorkbook(deps: AppDeps, districtId: number, language: Language): Promise<Buffer> {
  const integration = await integrationOfDistrict(deps, districtId);
  const run = await lastSyncRun(deps.db, integration.id);
  const workbook = new ExcelJS.Workbook();
  const counts = run?.counts ? Object.entries(run.counts) : [];
  sheet(workbook, HEADERS.sheets[language][1], HEADERS.summary[language], counts.map(([entity, c]) => [entity, c.created, c.updated, c.removed, c.unchanged]));
  const records = await syncedRecords(deps.db, integration.id);
  sheet(workbook, HEADERS.sheets[language][2], HEADERS.records[language], records.map((r) => [r.kind, r.edlinkId, r.name]));
  return bytesOf(workbook);
}
