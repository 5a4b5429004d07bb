import { decodeFunctionData, parseEther } from 'viem';
import { wrappedNativeAbi } from '@nft/contracts/abi';
import { describe, expect, it } from 'vitest';
import { wrapNativeStep } from './wrap-native-step';

const wrappedNative = '0xb2E75eFaDf9E0D918545b052Ee8235Cd1536391d';

describe('wrapNativeStep', () => {
  it('needs no step when the wrapped balance covers the amount', () => {
    expect(wrapNativeStep({ wrappedNative, amount: parseEther('1'), wrappedBalance: parseEther('1'), nativeBalance: 0n })).toBeUndefined();
  });

  it('deposits exactly the shortfall', () => {
    const step = wrapNativeStep({
      wrappedNative,
      amount: parseEther('1.5'),
      wrappedBalance: parseEther('0.25'),
      nativeBalance: parseEther('2'),
    });
    if (step === undefined || step === 'insufficient') throw new Error(`expected a step, got ${String(step)}`);
    expect(step.to).toBe(wrappedNative);
    expect(step.value).toBe(parseEther('1.25').toString());
    expect(decodeFunctionData({ abi: wrappedNativeAbi, data: step.data }).functionName).toBe('deposit');
  });

  it('is insufficient when native cannot cover the shortfall', () => {
    expect(
      wrapNativeStep({ wrappedNative, amount: parseEther('3'), wrappedBalance: parseEther('1'), nativeBalance: parseEther('1.9') }),
    ).toBe('insufficient');
  });
});
