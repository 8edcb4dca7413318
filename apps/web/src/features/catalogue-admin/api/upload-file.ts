import type { AssetType } from '@shop/contracts/catalogue-texts';
import { call } from '../../../lib/api';

/** The file's bytes in base64, read in the browser; onProgress gets 0 to 1 while it reads. */
function readBase64(file: File, onProgress: (f: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(file);
  });
}

/** Uploads a picture for a master product, category or vendor (the server checks and re-encodes it). */
export async function uploadFile(assettype: AssetType, assetid: string, file: File, onProgress: (f: number) => void) {
  const data = await readBase64(file, (f) => onProgress(f * 0.5));
  onProgress(0.5);
  const answer = await call('uploadfile', { assettype, assetid, file: { name: file.name.slice(0, 255), type: file.type, data } });
  onProgress(1);
  return answer;
}

/** Deletes the picture of a master product, category or vendor. */
export const deleteImage = (assettype: AssetType, assetid: string) => call('uploadfile', { assettype, assetid, delete: 'Y' });
