// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IERC1155Receiver} from "@openzeppelin/contracts/token/ERC1155/IERC1155Receiver.sol";
import {NftStaking} from "../../contracts/NftStaking.sol";

/// @dev Test tokens for the staking tests: anyone mints.
contract MockRewardToken is ERC20 {
    constructor() ERC20("Reward", "RWD") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// @dev Keeps 1% of every transfer: the staking contract must refuse it as a reward token.
contract FeeOnTransferToken is ERC20 {
    constructor() ERC20("Fee", "FEE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = value / 100;
            super._update(from, address(0), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}

contract MockERC721 is ERC721 {
    constructor() ERC721("Stakeable", "STK") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}

contract MockERC1155 is ERC1155 {
    constructor() ERC1155("") {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}

/// @dev A collection that calls the staking hook itself without sending the token.
contract LyingERC721 {
    address public claimedOwner = address(0xdead);

    function setClaimedOwner(address owner) external {
        claimedOwner = owner;
    }

    function ownerOf(uint256) external view returns (address) {
        return claimedOwner;
    }

    function fakeStake(NftStaking staking, address from, uint256 tokenId, uint256 activityId) external {
        staking.onERC721Received(address(this), from, tokenId, abi.encode(activityId));
    }
}

/// @dev A staker that, when its NFT comes back on unstake, re-enters the staking contract (docs/security.md
///      row 10). With `attack` None it is a well-behaved receiver, which shows that a revert comes from the
///      re-entry and not from the receiver itself.
contract ReentrantStaker is IERC721Receiver, IERC1155Receiver {
    enum Attack {
        None,
        Unstake,
        Claim,
        Stake
    }

    NftStaking public immutable staking;
    Attack public attack;
    uint256 public targetStake;
    MockERC721 public spareCollection;
    uint256 public spareTokenId;
    uint256 public spareActivity;

    constructor(NftStaking staking_) {
        staking = staking_;
    }

    function setAttack(Attack attack_, uint256 targetStake_) external {
        attack = attack_;
        targetStake = targetStake_;
    }

    function setSpare(MockERC721 collection, uint256 tokenId, uint256 activityId) external {
        spareCollection = collection;
        spareTokenId = tokenId;
        spareActivity = activityId;
    }

    function stake721(MockERC721 collection, uint256 tokenId, uint256 activityId) external {
        collection.safeTransferFrom(address(this), address(staking), tokenId, abi.encode(activityId));
    }

    function stake1155(MockERC1155 collection, uint256 id, uint256 amount, uint256 activityId) external {
        collection.safeTransferFrom(address(this), address(staking), id, amount, abi.encode(activityId));
    }

    function unstake(uint256 stakeId) external {
        staking.unstake(stakeId);
    }

    function claim(uint256 stakeId) external {
        staking.claim(stakeId);
    }

    function _reenter() private {
        if (attack == Attack.Unstake) staking.unstake(targetStake);
        if (attack == Attack.Claim) staking.claim(targetStake);
        if (attack == Attack.Stake) {
            spareCollection.safeTransferFrom(address(this), address(staking), spareTokenId, abi.encode(spareActivity));
        }
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _reenter();
        return IERC721Receiver.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external returns (bytes4) {
        _reenter();
        return IERC1155Receiver.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return IERC1155Receiver.onERC1155BatchReceived.selector;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == type(IERC721Receiver).interfaceId || interfaceId == type(IERC1155Receiver).interfaceId;
    }
}

/// @dev A reward token that, once armed, calls back into the staking contract from inside its own transfer
///      (an ERC-777-style hook): the re-entry must revert.
contract ReentrantRewardToken is ERC20 {
    address public target;
    bytes public callback;

    constructor() ERC20("Hooked", "HOOK") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata callback_) external {
        target = target_;
        callback = callback_;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (target != address(0) && from == target) {
            (bool ok, bytes memory reason) = target.call(callback);
            if (!ok) {
                assembly {
                    revert(add(reason, 32), mload(reason))
                }
            }
        }
    }
}
