import type { Response } from 'express';
import type { User } from '#server/core/domain/accounts/context';
import { writeMemberExport, type ExportDeps, type ExportSite } from '#server/core/domain/gdpr/export';
import { createZipWriter } from '#server/core/domain/gdpr/zip';
import { dataExportShapes } from '#server/core/presenters/data-export';

/**
 * Sends a member's data export as a download, streamed while it is written. Every refusal must
 * come before this: once the first bytes are out, a failure can only cut the download short (the
 * browser reports it failed), and is logged.
 */
export async function streamExport(res: Response, deps: Omit<ExportDeps, 'shapes'>, member: User, site: ExportSite, fileName: string): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await writeMemberExport({ ...deps, shapes: dataExportShapes }, createZipWriter(res), member, site);
  } catch (error) {
    // Nothing sent yet (the first query failed): an ordinary error answer, not a download.
    if (!res.headersSent) {
      res.removeHeader('Content-Disposition');
      throw error;
    }
    res.req.log.error({ err: error, member: member.id }, 'data export failed');
    res.destroy();
  }
}
