# cmake/SfpuPackage.cmake - what `cmake --install` adds beyond the targets' own rules (model/, dpi/): the harness
# contract header, the licence, and the package files users find the install with: a CMake package
# (find_package(sfpu CONFIG): sfpu::model, sfpu::model_static, sfpu::dpi, sfpu::dpi_static, sfpu::systemc) and
# pkg-config files (sfpu.pc, sfpu-dpi.pc). Both are relocatable: they locate the prefix from their own place.
include(CMakePackageConfigHelpers)

# The interface contract's port decoding for C++ front ends that drive an RTL SFPU (rtl-harness/README.md).
install(FILES ${PROJECT_SOURCE_DIR}/rtl-harness/harness/contract_ports.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sfpu)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/NOTICE DESTINATION ${CMAKE_INSTALL_DOCDIR})

# CMake package
install(EXPORT sfpuTargets NAMESPACE sfpu:: DESTINATION ${SFPU_INSTALL_CMAKEDIR})
if(TARGET sfpu_systemc)
  install(EXPORT sfpuSystemCTargets NAMESPACE sfpu:: DESTINATION ${SFPU_INSTALL_CMAKEDIR})
endif()
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/sfpuConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/sfpuConfig.cmake INSTALL_DESTINATION ${SFPU_INSTALL_CMAKEDIR}
  PATH_VARS SFPU_INSTALL_SVDIR CMAKE_INSTALL_INCLUDEDIR)
# SONAME libsfpu_*.so.<major>: a package of the same major version is compatible
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cmake/sfpuConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cmake/sfpuConfig.cmake ${PROJECT_BINARY_DIR}/cmake/sfpuConfigVersion.cmake
        DESTINATION ${SFPU_INSTALL_CMAKEDIR})

# pkg-config: prefix = this file's folder (${pcfiledir}) up to the install prefix, so the tree can be moved.
set(SFPU_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
if(IS_ABSOLUTE "${SFPU_PC_DIR}")
  set(SFPU_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH rel "/p/${SFPU_PC_DIR}" "/p")
  string(REGEX REPLACE "/$" "" rel "${rel}")
  set(SFPU_PC_PREFIX "\${pcfiledir}/${rel}")
endif()
foreach(v LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${v}}")
    set(SFPU_PC_${v} "${CMAKE_INSTALL_${v}}")
  else()
    set(SFPU_PC_${v} "\${prefix}/${CMAKE_INSTALL_${v}}")
  endif()
endforeach()
if(IS_ABSOLUTE "${SFPU_INSTALL_SVDIR}")
  set(SFPU_PC_SVDIR "${SFPU_INSTALL_SVDIR}")
else()
  set(SFPU_PC_SVDIR "\${prefix}/${SFPU_INSTALL_SVDIR}")
endif()
foreach(pc sfpu sfpu-dpi)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/${pc}.pc.in ${PROJECT_BINARY_DIR}/cmake/${pc}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/cmake/${pc}.pc DESTINATION ${SFPU_PC_DIR})
endforeach()
