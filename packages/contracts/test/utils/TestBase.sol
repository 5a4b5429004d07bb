// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Vm} from "./Vm.sol";

/// @dev A small stand-in for forge-std's Test: cheatcodes plus the helpers our tests need.
abstract contract TestBase {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    function makeAddr(string memory name) internal returns (address account) {
        account = address(uint160(uint256(keccak256(abi.encodePacked(name)))));
        vm.label(account, name);
    }

    /// @dev Maps any fuzz input into [min, max] so fuzz runs are not wasted on rejected inputs.
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (min == 0 && max == type(uint256).max) return x;
        return min + (x % (max - min + 1));
    }
}
