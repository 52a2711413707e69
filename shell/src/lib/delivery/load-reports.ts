// Records each area load (loaded, or failed) in the backend's area_loads table, which the release commands'
// `status` counts per version. Best effort: a report that cannot be sent never troubles the visitor.
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

export function createLoadReporter(client: DualityClient): ReportAreaLoad {
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
      })
      .then(({ error }) => {
        if (error) console.warn(`Recording the ${report.area} load failed: ${error.message}`);
      });
  };
}
