import { Link } from 'react-router';
import type { HubOrderRef } from '@makers-pantry/domain/hub';
import { hubPaths } from '../shell/hub-paths';

/** An order named by the number customers know it by ('#11', '#11-2'), a link to its hub page. */
export function OrderLink({ order }: { order: HubOrderRef }) {
  return <Link to={hubPaths.order(order.id)}>{order.number}</Link>;
}
