// hlo-cts reproducer of program-42: compile-rejected
// the backend rejected a valid program: Error invoking IREE compiler tool iree-compile
// Error code: -8
// Diagnostics:
// Please report issues to https://github.com/iree-org/iree/issues and include the crash backtrace.
//  #0 0x00007f11ddf5a0ab llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) Signals.cpp:0:0
//  #1 0x00007f11ddf571fe llvm::sys::RunSignalHandlers() Signals.cpp:0:0
//  #2 0x00007f11ddf5ac10 SignalHandler(int, siginfo_t*, void*) Signals.cpp:0:0
//  #3 0x00007f11e6d9a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
//  #4 0x00007f11e2e4b3ee mlir::iree_compiler::IREE::Util::SizedStorageDenseElementsAttrModel::getStorageSize(mlir::Attribute) const UtilAttrs.cpp:0:0
//  #5 0x00007f11e0307056 mlir::iree_compiler::IREE::Stream::(anonymous namespace)::computePackingMap(llvm::ArrayRef<mlir::iree_compiler::IREE::Stream::(anonymous namespace)::ConstantSlice>, mlir::iree_compiler::IREE::Stream::ResourceConfigAttr, mlir::MLIRContext*) PackConstants.cpp:0:0
//  #6 0x00007f11e0303d5a mlir::iree_compiler::IREE::Stream::(anonymous namespace)::generateUploads(mlir::Value, mlir::iree_compiler::IREE::Stream::ResourceConstantsOp, mlir::iree_compiler::IREE::Stream::ResourceConfigAttr, mlir::iree_compiler::IntegerSet<long>&, mlir::iree_compiler::IndexSet&, mlir::OpBuilder&) PackConstants.cpp:0:0
//  #7 0x00007f11e03038d1 void llvm::function_ref<void (mlir::Operation*)>::callback_fn<std::enable_if<(!(llvm::is_one_of<mlir::iree_compiler::IREE::Stream::ResourceConstantsOp, mlir::Operation*, mlir::Region*, mlir::Block*>::value)) && (std::is_same<void, void>::value), void>::type mlir::detail::walk<(mlir::WalkOrder)1, mlir::ForwardIterator, mlir::iree_compiler::IREE::Stream::(anonymous namespace)::PackConstantsPass::runOnOperation()::'lambda'(mlir::iree_compiler::IREE::Stream::ResourceConstantsOp), mlir::iree_compiler::IREE::Stream::ResourceConstantsOp, void>(mlir::Operation*, mlir::iree_compiler::IREE::Stream::(anonymous namespace)::PackConstantsPass::runOnOperation()::'lambda'(mlir::iree_compiler::IREE::Stream::ResourceConstantsOp)&&)::'lambda'(ml
// Judge a backend on it: hlo-cts run FILE --backend B (the spec's allowed set decides,
// not the constants of @expected, which are the oracle's values).
module {
  func.func private @inputs() {
    return
  }
  func.func private @expected() -> tensor<5x2xcomplex<f64>> {
    %cst = stablehlo.constant dense<[[(-0.38781576848777144,-1.7976931348623157E+308), (-2361.1870949011486,0.0016220702207162018)], [(8.000000e+00,0x7FF0000000000000), (1.7976931348623157E+308,124.59143413874403)], [(-63.78300016929655,-826.06852827681269), (0.0045709891339308344,0.036713759116486104)], [(41.673767189096544,4.000000e+00), (12.758962100718044,28.489634129026097)], [(0.72424799267854678,-0.0028695187322790761), (5.000000e-01,-2.2415796284273548)]]> : tensor<5x2xcomplex<f64>>
    return %cst : tensor<5x2xcomplex<f64>>
  }
  func.func public @main() -> tensor<5x2xcomplex<f64>> {
    call @inputs() : () -> ()
    %0 = chlo.constant dense<[[(-0.38781576848777144,-1.7976931348623157E+308), (-2361.1870949011486,0.0016220702207162018)], [(8.000000e+00,0x7FF0000000000000), (1.7976931348623157E+308,124.59143413874403)], [(-63.78300016929655,-826.06852827681269), (0.0045709891339308344,0.036713759116486104)], [(41.673767189096544,4.000000e+00), (12.758962100718044,28.489634129026097)], [(0.72424799267854678,-0.0028695187322790761), (5.000000e-01,-2.2415796284273548)]]> : tensor<5x2xcomplex<f64>>
    %1 = call @expected() : () -> tensor<5x2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true} : (tensor<5x2xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> ()
    return %0 : tensor<5x2xcomplex<f64>>
  }
}
