// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a drop reads from the factory that created it.
interface IDropFactory {
    function feeRecipient() external view returns (address);
}
