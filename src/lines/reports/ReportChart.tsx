// Loaded lazily (MUI X Charts is heavy): only when a result has a numeric or date column.
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { ChartSpec } from './viewerRules';

export function ReportChart({ spec }: { spec: ChartSpec }) {
  const translate = useTranslate();
  const title = translate('app.reports.chart', { value: spec.value?.alias ?? '#', label: spec.label.alias });
  const labels = spec.points.map((p) => p.label);
  const series = [{ data: spec.points.map((p) => p.value), label: spec.value?.alias ?? '#' }];
  return (
    <Box role="figure" aria-label={title} data-testid="report-chart">
      <Typography variant="subtitle2" component="h2">{title}</Typography>
      {spec.kind === 'bar' ? (
        <BarChart height={280} xAxis={[{ data: labels, scaleType: 'band' }]} series={series} hideLegend />
      ) : (
        <LineChart height={280} xAxis={[{ data: labels, scaleType: 'point' }]} series={series} hideLegend />
      )}
    </Box>
  );
}
