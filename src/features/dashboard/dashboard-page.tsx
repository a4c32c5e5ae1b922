/**
 * The dashboard (the index route): a tile per module the user may read, each loading, failing and
 * refreshing on its own (docs/domain.md "Dashboard").
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { securityQueries } from '@/lib/security-queries';
import {
  ContractsTile,
  DataQualityTile,
  InvoicesTile,
  MailsTile,
  MonthRunTile,
  ProductsTile,
  ServiceFeesTile,
  TasksTile,
} from './components/dashboard-tiles';
import { TilePage } from './components/tile';
import { visibleTiles, type TileKey } from './tiles';

const COMPONENTS: Record<TileKey, ComponentType> = {
  invoices: InvoicesTile,
  monthRun: MonthRunTile,
  tasks: TasksTile,
  mails: MailsTile,
  dataQuality: DataQualityTile,
  serviceFees: ServiceFeesTile,
  contracts: ContractsTile,
  products: ProductsTile,
};

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: rights } = useSuspenseQuery(securityQueries.accessRights());
  const tiles = visibleTiles(rights.functionalityAccessRights);
  return (
    <TilePage id="dashboard-title" title={t('modules.dashboard')} wide>
      {tiles.map((key) => {
        const TileComponent = COMPONENTS[key];
        return <TileComponent key={key} />;
      })}
    </TilePage>
  );
}
