// Records each area load (loaded, or failed) in the backend's area_loads table, which the release commands'
// `status` counts per version (in the database, with a limit per client). Best effort: a report that cannot be sent never troubles the visitor.
import type { DualityClient } from '@duality/supabase';
import type { AreaName, Channel } from '@duality/platform';

export interface AreaLoadReport {
  area: AreaName;
  version: string;
  channel: Channel;
  outcome: 'loaded' | 'failed';
  phase?: 'load' | 'mount';
  message?: string;
}

export type ReportAreaLoad = (report: AreaLoadReport) => void;

/**
 * `device` is this device's id (visitor.ts): the database limits reports per signed-in user, else per
 * address or device, so one client cannot inflate the counts (over the limit a report is dropped quietly).
 */
export function createLoadReporter(client: DualityClient, device?: string): ReportAreaLoad {
  return (report) => {
    void client
      .from('area_loads')
      .insert({
        area: report.area,
        version: report.version,
        channel: report.channel,
        outcome: report.outcome,
        phase: report.phase ?? null,
        message: report.message?.slice(0, 300) ?? null,
        client: device ?? null,
      })
      .then(({ error }) => {
        if (error) console.warn(`Recording the ${report.area} load failed: ${error.message}`);
      });
  };
}
