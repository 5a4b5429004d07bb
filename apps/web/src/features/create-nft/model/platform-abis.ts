import { parseAbi } from 'viem';

// The platform contracts' mint functions and events (packages/contracts), written out as
// human-readable ABI so the web bundle never imports a server package.
export const platformErc721MintAbi = parseAbi([
  'function mint(address to, string uri, address royaltyReceiver, uint96 royaltyBps) returns (uint256)',
  'event Minted(address indexed creator, address indexed to, uint256 indexed tokenId, string tokenURI, address royaltyReceiver, uint96 royaltyBps)',
  'error EmptyTokenURI()',
  'error RoyaltyTooHigh(uint96 royaltyBps, uint96 maxRoyaltyBps)',
]);

export const platformErc1155MintAbi = parseAbi([
  'function mint(address to, uint256 amount, string uri, address royaltyReceiver, uint96 royaltyBps) returns (uint256)',
  'event Minted(address indexed creator, address indexed to, uint256 indexed tokenId, uint256 amount, string tokenURI, address royaltyReceiver, uint96 royaltyBps)',
  'error EmptyTokenURI()',
  'error ZeroAmount()',
  'error AmountTooHigh(uint256 amount, uint256 maxAmount)',
  'error RoyaltyTooHigh(uint96 royaltyBps, uint96 maxRoyaltyBps)',
]);
