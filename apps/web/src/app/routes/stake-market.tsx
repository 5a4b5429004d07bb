import { Navigate, useParams } from 'react-router';
import { paths, stakeMarketTypes, type StakeMarketType } from '../../config/paths';
import { StakeMarketPage } from '../../features/staking';

const isType = (value: string | undefined): value is StakeMarketType => stakeMarketTypes.includes(value as StakeMarketType);

export function Component() {
  const { type } = useParams();
  if (!isType(type)) return <Navigate to={paths.stakeMarket('ongoing')} replace />;
  return <StakeMarketPage type={type} />;
}
