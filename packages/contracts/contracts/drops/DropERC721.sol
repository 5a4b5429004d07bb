// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IDropFactory} from "./IDropFactory.sol";

/// @title A drop: an ERC-721 collection sold by public mint
/// @notice Deployed per drop as an EIP-1167 clone by DropFactory (docs/decisions/046-drop-contract.md). Token ids are
///         sequential from 1. An optional allowlist phase (a merkle root over the listed addresses) runs from
///         startTime to publicStartTime, then anyone may mint until endTime; at most perWalletLimit per wallet
///         over both phases, at most maxSupply in all. Proceeds stay here until withdraw splits them between the
///         creator and the marketplace's fee recipient (feeBps of the whole, rounded down; the creator gets the
///         rest, so the two add up to the wei).
/// @dev    Clones run no constructor: the name, symbol and base URI live in this contract's own storage, written
///         once by initialize (ERC721's are left empty and name()/symbol() are overridden). The reentrancy guard is
///         the transient-storage one, which needs no initialisation either. docs/security.md rows "drop mint and
///         withdrawal" and "allowlist proofs".
contract DropERC721 is ERC721, ERC2981, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice The sale settings a creator chooses; the factory adds the creator and the marketplace fee.
    struct Config {
        string name;
        string symbol;
        string baseURI;
        address royaltyReceiver;
        uint96 royaltyBps;
        address paymentToken; // address(0): the native currency
        uint256 price; // per token, base units
        uint32 maxSupply;
        uint32 perWalletLimit;
        uint64 startTime;
        uint64 publicStartTime; // with no merkle root it must equal startTime
        uint64 endTime;
        bytes32 merkleRoot; // zero: no allowlist phase
    }

    uint96 public constant MAX_ROYALTY_BPS = 1000;
    uint16 public constant MAX_FEE_BPS = 1000;

    IDropFactory public factory;
    address public creator;
    address public paymentToken;
    uint256 public price;
    uint32 public maxSupply;
    uint32 public perWalletLimit;
    uint32 public totalMinted;
    uint16 public feeBps;
    uint64 public startTime;
    uint64 public publicStartTime;
    uint64 public endTime;
    bytes32 public merkleRoot;
    mapping(address minter => uint256) public mintedBy;

    bool private _initialized;
    string private _dropName;
    string private _dropSymbol;
    string private _baseTokenURI;

    event Minted(address indexed minter, uint256 firstTokenId, uint256 quantity, uint256 paid);
    event Withdrawn(address indexed token, address indexed creator, uint256 creatorAmount, address indexed feeRecipient, uint256 feeAmount);

    error AlreadyInitialized();
    error InvalidConfig(string reason);
    error NotLive();
    error NotAllowlisted();
    error InvalidQuantity();
    error SoldOut(uint256 available);
    error WalletLimit(uint256 available);
    error WrongPayment(uint256 expected, uint256 sent);
    error NothingToWithdraw();
    error PaymentFailed();

    /// @dev The implementation itself can never be initialised (only its clones are).
    constructor() ERC721("", "") {
        _initialized = true;
    }

    /// @notice Called once by the factory in the transaction that creates the clone.
    function initialize(address creator_, Config calldata config, uint16 feeBps_) external {
        if (_initialized) revert AlreadyInitialized();
        _initialized = true;
        if (creator_ == address(0)) revert InvalidConfig("creator");
        if (config.maxSupply == 0) revert InvalidConfig("maxSupply");
        if (config.perWalletLimit == 0) revert InvalidConfig("perWalletLimit");
        if (config.startTime >= config.endTime) revert InvalidConfig("endTime");
        if (config.merkleRoot == bytes32(0)) {
            if (config.publicStartTime != config.startTime) revert InvalidConfig("publicStartTime");
        } else if (config.publicStartTime <= config.startTime || config.publicStartTime >= config.endTime) {
            revert InvalidConfig("publicStartTime");
        }
        if (config.royaltyBps > MAX_ROYALTY_BPS) revert InvalidConfig("royaltyBps");
        if (feeBps_ > MAX_FEE_BPS) revert InvalidConfig("feeBps");
        if (bytes(config.name).length == 0 || bytes(config.symbol).length == 0) revert InvalidConfig("name");

        factory = IDropFactory(msg.sender);
        creator = creator_;
        paymentToken = config.paymentToken;
        price = config.price;
        maxSupply = config.maxSupply;
        perWalletLimit = config.perWalletLimit;
        feeBps = feeBps_;
        startTime = config.startTime;
        publicStartTime = config.publicStartTime;
        endTime = config.endTime;
        merkleRoot = config.merkleRoot;
        _dropName = config.name;
        _dropSymbol = config.symbol;
        _baseTokenURI = config.baseURI;
        if (config.royaltyBps > 0) {
            _setDefaultRoyalty(config.royaltyReceiver == address(0) ? creator_ : config.royaltyReceiver, config.royaltyBps);
        }
    }

    /// @notice Mints `quantity` tokens to the sender, paying price * quantity (as msg.value, or pulled with
    ///         transferFrom for an ERC-20, which needs an approval first). During the allowlist phase the sender
    ///         must prove its leaf keccak256(bytes.concat(keccak256(abi.encode(sender)))) is under merkleRoot.
    function mint(uint256 quantity, bytes32[] calldata proof) external payable nonReentrant {
        if (block.timestamp < startTime || block.timestamp >= endTime) revert NotLive();
        if (block.timestamp < publicStartTime) {
            bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(msg.sender))));
            if (!MerkleProof.verifyCalldata(proof, merkleRoot, leaf)) revert NotAllowlisted();
        }
        if (quantity == 0) revert InvalidQuantity();
        uint256 minted = totalMinted;
        if (quantity > maxSupply - minted) revert SoldOut(maxSupply - minted);
        uint256 already = mintedBy[msg.sender];
        if (already + quantity > perWalletLimit) revert WalletLimit(perWalletLimit - already);

        uint256 cost = price * quantity;
        // Effects before any call out (the payment pull, the receivers' hooks).
        mintedBy[msg.sender] = already + quantity;
        // casting to 'uint32' is safe because minted + quantity <= maxSupply, a uint32 (checked above)
        // forge-lint: disable-next-line(unsafe-typecast)
        totalMinted = uint32(minted + quantity);

        if (paymentToken == address(0)) {
            if (msg.value != cost) revert WrongPayment(cost, msg.value);
        } else {
            if (msg.value != 0) revert WrongPayment(0, msg.value);
            if (cost > 0) IERC20(paymentToken).safeTransferFrom(msg.sender, address(this), cost);
        }
        for (uint256 i = 1; i <= quantity; ++i) {
            _safeMint(msg.sender, minted + i);
        }
        emit Minted(msg.sender, minted + 1, quantity, cost);
    }

    /// @notice Pays out everything the drop holds: feeBps to the factory's fee recipient (rounded down), the rest to
    ///         the creator. Anyone may call it; the recipients are fixed.
    function withdraw() external nonReentrant {
        address token = paymentToken;
        uint256 amount = token == address(0) ? address(this).balance : IERC20(token).balanceOf(address(this));
        if (amount == 0) revert NothingToWithdraw();
        uint256 fee = (amount * feeBps) / 10_000;
        uint256 creatorAmount = amount - fee;
        address feeRecipient = factory.feeRecipient();
        if (token == address(0)) {
            if (fee > 0) _sendNative(feeRecipient, fee);
            _sendNative(creator, creatorAmount);
        } else {
            if (fee > 0) IERC20(token).safeTransfer(feeRecipient, fee);
            IERC20(token).safeTransfer(creator, creatorAmount);
        }
        emit Withdrawn(token, creator, creatorAmount, feeRecipient, fee);
    }

    /// @notice "upcoming", "allowlist", "public", "ended" or "soldOut" at the current block.
    function phase() external view returns (string memory) {
        if (totalMinted >= maxSupply) return "soldOut";
        if (block.timestamp < startTime) return "upcoming";
        if (block.timestamp >= endTime) return "ended";
        if (block.timestamp < publicStartTime) return "allowlist";
        return "public";
    }

    function name() public view override returns (string memory) {
        return _dropName;
    }

    function symbol() public view override returns (string memory) {
        return _dropSymbol;
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function _sendNative(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert PaymentFailed();
    }
}
