// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {DropERC721} from "./DropERC721.sol";
import {IDropFactory} from "./IDropFactory.sol";

/// @title Creates drops as EIP-1167 clones of one DropERC721 (docs/decisions/046-drop-contract.md)
/// @notice The clone's address is keccak256(abi.encode(creator, salt)) under CREATE2, so the marketplace knows it
///         before the creator sends the transaction (predictDrop). The owner (the marketplace) sets the fee recipient,
///         the fee every new drop snapshots, and which ERC-20s drops may be priced in.
contract DropFactory is IDropFactory, Ownable {
    uint16 public constant MAX_FEE_BPS = 1000;

    address public immutable implementation;
    address public feeRecipient;
    uint16 public feeBps;
    mapping(address token => bool) public allowedPaymentToken;

    event DropCreated(address indexed drop, address indexed creator, bytes32 salt);
    event FeeChanged(address recipient, uint16 bps);
    event PaymentTokenAllowed(address indexed token, bool allowed);

    error FeeTooHigh(uint16 bps);
    error ZeroAddress();
    error PaymentTokenNotAllowed(address token);

    constructor(address owner_, address feeRecipient_, uint16 feeBps_, address[] memory paymentTokens) Ownable(owner_) {
        implementation = address(new DropERC721());
        _setFee(feeRecipient_, feeBps_);
        for (uint256 i = 0; i < paymentTokens.length; ++i) {
            allowedPaymentToken[paymentTokens[i]] = true;
            emit PaymentTokenAllowed(paymentTokens[i], true);
        }
    }

    /// @notice Creates the sender's drop; the sender is its creator and receives the proceeds.
    function createDrop(DropERC721.Config calldata config, bytes32 salt) external returns (address drop) {
        if (config.paymentToken != address(0) && !allowedPaymentToken[config.paymentToken]) {
            revert PaymentTokenNotAllowed(config.paymentToken);
        }
        drop = Clones.cloneDeterministic(implementation, _salt(msg.sender, salt));
        DropERC721(drop).initialize(msg.sender, config, feeBps);
        emit DropCreated(drop, msg.sender, salt);
    }

    /// @notice Where createDrop(…, salt) sent by `creator` puts the drop.
    function predictDrop(address creator, bytes32 salt) external view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _salt(creator, salt), address(this));
    }

    function setFee(address recipient, uint16 bps) external onlyOwner {
        _setFee(recipient, bps);
    }

    function setPaymentToken(address token, bool allowed) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        allowedPaymentToken[token] = allowed;
        emit PaymentTokenAllowed(token, allowed);
    }

    function _setFee(address recipient, uint16 bps) private {
        if (recipient == address(0)) revert ZeroAddress();
        if (bps > MAX_FEE_BPS) revert FeeTooHigh(bps);
        feeRecipient = recipient;
        feeBps = bps;
        emit FeeChanged(recipient, bps);
    }

    function _salt(address creator, bytes32 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(creator, salt));
    }
}
