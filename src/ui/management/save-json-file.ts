import { saveFile } from '../common/save-file';

/** Saves `data`, already received, as a JSON file through the browser's download. */
export function saveJsonFile(fileName: string, data: unknown): void {
  saveFile(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}
